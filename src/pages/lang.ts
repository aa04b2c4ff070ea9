/** Which language a page is shown in: `lang` query first, then `Accept-Language`, else English. */
import Negotiator from 'negotiator';

/** Languages the pages are written in. */
export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLang = (typeof PAGE_LANGUAGES)[number];

/**
 * Picks the page language: a `lang` query of `en` or `es` (a region such as `es-MX` counts as `es`)
 * wins; otherwise the best match of the `Accept-Language` header (RFC 9110 §12.5.4, q-values
 * honoured, via `negotiator`); otherwise `en`.
 */
export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): PageLang {
  const asked = query?.toLowerCase().split(/[-_]/)[0];
  if (asked && (PAGE_LANGUAGES as readonly string[]).includes(asked)) return asked as PageLang;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...PAGE_LANGUAGES]);
  return (best as PageLang | undefined) ?? 'en';
}

/** Whether an `Accept` header prefers an HTML page to a JSON body (a browser following a link does). */
export function prefersHtml(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept: accept ?? '' } }).mediaType(['application/json', 'text/html']) === 'text/html';
}
