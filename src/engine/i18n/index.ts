/** Message catalogs and the one formatting function (no string concatenation of report text elsewhere). */
import type { Lang } from '../../contracts/limits.js';
import { en, type Catalog } from './en.js';
import { es } from './es.js';

const CATALOGS: Record<Lang, Catalog> = { en, es };

/** The catalog of `lang`; unknown languages fall back to English (`LANGUAGES`, src/contracts/limits.ts). */
export function catalog(lang: string): Catalog {
  return CATALOGS[lang as Lang] ?? en;
}

/** Fills `{name}` slots from `vars`; unknown slots are left as they are. */
export function format(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

/** Upper-cases the first letter (for a slot that opens a sentence). */
export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Upper-cases the first letter of the text and of every sentence in it ("About time. the price cut…" → "… The price cut…"). */
export function sentenceCase(s: string): string {
  return capitalize(s).replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, ch: string) => gap + ch.toUpperCase());
}
