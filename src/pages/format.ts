/** Number formats of the pages (locale-aware through Intl, so Spanish pages get Spanish numbers). */
import type { PageLang } from './lang.js';

/** Formatters for one language. */
export function formatters(lang: PageLang) {
  const locale = lang === 'es' ? 'es-ES' : 'en-GB';
  const pct0 = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const dec2 = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dec1 = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const signed2 = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return {
    /** 0.42 → "42 %" */
    pct: (share: number) => pct0.format(share),
    /** 0.931 → "0.93" */
    dec2: (v: number) => dec2.format(v),
    /** 20.66 → "20.7" */
    dec1: (v: number) => dec1.format(v),
    /** −0.5 → "−0.50", 0.5 → "+0.50" */
    signed: (v: number) => signed2.format(v),
  };
}
export type Formatters = ReturnType<typeof formatters>;
