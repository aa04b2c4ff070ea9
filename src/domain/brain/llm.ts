/**
 * The optional phrasing of Brain answers by an OpenAI-compatible chat-completions service
 * (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY; docs/decisions.md "Issue 26": Brain). The model sees only the
 * question and the passages the built-in composer cited, and is told to use nothing else. Its answer
 * is taken only when it is non-empty, not too long, and every number in it appears in those passages
 * (a model that adds a figure is not believed); otherwise, and on any error or timeout, the caller
 * keeps the built-in answer.
 */
import type { Lang } from '../../contracts/limits.js';

/** Where the phrasing model is and how long to wait for it. */
export interface LlmSettings {
  /** Base URL of the OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 (`/chat/completions` is appended). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string | null;
  timeoutMs: number;
}

/** Longest answer accepted from the model, characters. */
export const LLM_ANSWER_MAX_CHARS = 4000;

const INSTRUCTIONS: Record<Lang, string> = {
  en: 'Answer the question using only the numbered passages. Do not add any fact, figure or name that is not in them. Be brief. If they do not answer it, say so.',
  es: 'Responda a la pregunta usando solo los pasajes numerados. No añada ningún hecho, cifra ni nombre que no esté en ellos. Sea breve. Si no la responden, dígalo.',
};

/** Numbers written in `text` (digits, with their decimal part), normalised. */
function numbersIn(text: string): string[] {
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(',', '.'));
}

/** Whether every number of `answer` appears in `passages`. */
export function addsNoNumber(answer: string, passages: string[]): boolean {
  const known = new Set(passages.flatMap(numbersIn));
  return numbersIn(answer).every((n) => known.has(n));
}

/**
 * The model's phrasing of an answer to `question` from `passages`, or null when it is not usable
 * (error, timeout, empty or long answer, a number not in the passages).
 */
export async function phraseWithLlm(settings: LlmSettings, question: string, passages: { title: string; text: string }[], lang: Lang): Promise<string | null> {
  const numbered = passages.map((p, i) => `[${i + 1}] (${p.title}) ${p.text}`).join('\n');
  try {
    const r = await fetch(`${settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS[lang] },
          { role: 'user', content: `${numbered}\n\n${question}` },
        ],
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!r.ok) return null;
    const body = (await r.json()) as { choices?: { message?: { content?: unknown } }[] };
    const answer = body.choices?.[0]?.message?.content;
    if (typeof answer !== 'string') return null;
    const text = answer.trim();
    if (!text || text.length > LLM_ANSWER_MAX_CHARS || !addsNoNumber(text, passages.map((p) => `${p.title} ${p.text}`))) return null;
    return text;
  } catch {
    return null;
  }
}
