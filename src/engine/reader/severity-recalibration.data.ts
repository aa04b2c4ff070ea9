/** Written by scripts/reader/recalibrate-severity.ts: the shipped severity network's line onto the writers' scale, fitted on writers it never saw. Do not edit. */
export const SEVERITY_RECALIBRATION = {
 "a": -1.236,
 "b": 2.023,
 "documents": 869,
 "writers": [
  "w78",
  "w79",
  "w80",
  "w81",
  "w82",
  "w83",
  "w84",
  "w85",
  "w86",
  "w87",
  "w88",
  "w90",
  "w92",
  "w93"
 ],
 "maeBefore": 0.554,
 "maeAfter": 0.746
} as const;
