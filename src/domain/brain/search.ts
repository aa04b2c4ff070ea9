/**
 * Passage retrieval for the Brain: a MiniSearch index (BM25+) over the pages' passages, terms
 * stemmed with the Snowball stemmer of the passage's language (@orama/stemmers), the stopwords of
 * both languages (stopwords-iso) dropped. English and Spanish passages are separate fields; a query is
 * stemmed each way and each stem searches its own language's field, so a word of one language never
 * matches a stem of the other by accident. Comparative and superlative forms of "risk" and "safe" are read as
 * their base word ("riskiest" finds "risk").
 */
import MiniSearch from 'minisearch';
import { stemmer as stemEn } from '@orama/stemmers/english';
import { stemmer as stemEs } from '@orama/stemmers/spanish';
import { createRequire } from 'node:module';
import type { Lang } from '../../contracts/limits.js';
import type { KnowledgePage } from './pages.js';

/** Question words that carry no topic (beyond the stopword lists). */
const EXTRA_STOPWORDS = ['why', 'how', 'tell', 'explain', 'please', 'show', 'give', 'porqué', 'cuál', 'cuáles', 'qué', 'cómo', 'dime', 'explica'];
const stopwords = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
const STOP = new Set([...stopwords.en!, ...stopwords.es!, ...EXTRA_STOPWORDS]);

/** Base words of comparatives and superlatives that stemming does not reduce. */
const BASE: Record<string, string> = {
  riskiest: 'risk', riskier: 'risk', risky: 'risk', risks: 'risk',
  safest: 'safe', safer: 'safe',
  arriesgado: 'riesgo', arriesgada: 'riesgo', arriesgados: 'riesgo', arriesgadas: 'riesgo', riesgoso: 'riesgo', riesgosa: 'riesgo',
};

/** Words of `text`, lowercase, letters and digits only. */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The index terms of a passage in `lang`. */
export function indexTerms(text: string, lang: Lang): string[] {
  const stem = lang === 'es' ? stemEs : stemEn;
  return words(text)
    .filter((w) => !STOP.has(w))
    .map((w) => stem(BASE[w] ?? w));
}

/** The query terms of `text`: each word's English and Spanish stems. */
export function queryTerms(text: string): Record<Lang, string[]> {
  const en = new Set<string>();
  const es = new Set<string>();
  for (const w of words(text)) {
    if (STOP.has(w)) continue;
    const base = BASE[w] ?? w;
    en.add(stemEn(base));
    es.add(stemEs(base));
  }
  return { en: [...en], es: [...es] };
}

/** One hit: a passage of a page and its BM25 score. */
export interface Hit {
  page: KnowledgePage;
  passageIndex: number;
  score: number;
}

interface Doc {
  id: string;
  en: string;
  es: string;
  page: number;
  passage: number;
}

/** A search index over the passages of `pages`. */
export class PassageIndex {
  private readonly search: MiniSearch<Doc>;

  constructor(private readonly pages: KnowledgePage[]) {
    this.search = new MiniSearch<Doc>({
      fields: ['en', 'es'],
      storeFields: ['page', 'passage'],
      // Terms are made by indexTerms/queryTerms; MiniSearch only splits them.
      tokenize: (s) => s.split(' ').filter(Boolean),
      processTerm: (t) => t,
    });
    const docs: Doc[] = [];
    pages.forEach((p, pi) =>
      p.passages.forEach((x, xi) => {
        const terms = indexTerms(x.text, p.language).join(' ');
        docs.push({ id: x.passage_id, en: p.language === 'en' ? terms : '', es: p.language === 'es' ? terms : '', page: pi, passage: xi });
      }),
    );
    this.search.addAll(docs);
  }

  /** Passages matching any term of `query`, best BM25 score first (empty when no term matches). */
  find(query: string): Hit[] {
    const terms = queryTerms(query);
    const queries = (['en', 'es'] as const).filter((l) => terms[l].length > 0).map((l) => ({ queries: terms[l], fields: [l], combineWith: 'OR' as const }));
    if (queries.length === 0) return [];
    return this.search
      .search({ queries, combineWith: 'OR' })
      .map((r) => ({ page: this.pages[r.page as number]!, passageIndex: r.passage as number, score: r.score }));
  }
}
