/** The part of cldr-segmentation 2.x (MIT, https://github.com/camertron/cldr-segmentation.js) the engine uses. */
declare module 'cldr-segmentation' {
  /** A set of strings after which a sentence break is suppressed (CLDR's segmentation exceptions). */
  export interface Suppressions {
    merge(other: Suppressions): Suppressions;
    shouldBreak(cursor: unknown): boolean;
  }
  /** Splits `text` at Unicode (UAX #29) sentence boundaries, except after `suppressions`; the pieces concatenate to `text`. */
  export function sentenceSplit(text: string, suppressions?: Suppressions): string[];
  export const suppressions: Record<string, Suppressions>;
}
