/** Written by scripts/reader/recalibrate-severity.ts: the shipped severity network's line onto the writers' scale, fitted on writers it never saw. Do not edit. */
export const SEVERITY_RECALIBRATION = {
 "a": -1.062,
 "b": 1.85,
 "documents": 1180,
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
  "w89",
  "w90",
  "w91",
  "w92",
  "w93",
  "w94",
  "w95",
  "w96"
 ],
 "maeBefore": 0.568,
 "maeAfter": 0.742
} as const;
