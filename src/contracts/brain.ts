/**
 * The Brain (docs/api.md "Brain"; docs/decisions.md "Issue 26: the Brain"): knowledge pages built
 * from the tenant's completed reports and links, and a chat that answers from them with citations.
 */
import { Type, type Static } from 'typebox';
import { NOT_BLANK, Timestamp } from './common.js';
import { LANGUAGES } from './limits.js';

/** Longest accepted chat message, characters. */
export const BRAIN_MESSAGE_MAX_CHARS = 2000;
/** Most history turns accepted by the chat. */
export const BRAIN_HISTORY_MAX_TURNS = 20;

const Lang = Type.Enum(LANGUAGES, { description: 'Language: en or es' });

/** One passage of a page: a self-contained sentence or two the chat can cite. */
export const BrainPassage = Type.Object(
  {
    passage_id: Type.String({ description: 'Stable within the page: `<page_id>#<section>`, e.g. `report:<uuid>#risk`' }),
    section: Type.String({ description: 'What the passage is: headline, risk, summary, failure_mode, mitigation, counter_narrative, ranking, tiebreaker' }),
    text: Type.String({ description: 'The passage, in the page language, taken from the report (figures as the report gives them)' }),
  },
  { additionalProperties: false, description: 'A citable passage' },
);
export type BrainPassage = Static<typeof BrainPassage>;

/** One key figure of a page. */
export const KeyFigure = Type.Object(
  {
    key: Type.String({ description: 'Machine name: risk_score, risk_level, confidence, top_failure_mode, top_mitigation, members, winner, margin' }),
    label: Type.String({ description: 'The figure in words, in the page language' }),
    value: Type.Union([Type.Number(), Type.String()], { description: 'The figure as the report gives it (risk 0–100, confidence 0–1, names as text)' }),
  },
  { additionalProperties: false, description: 'A key figure' },
);

/** A knowledge page: one per completed report and one per complete link. */
export const BrainPage = Type.Object(
  {
    page_id: Type.String({ description: '`report:<scenario_id>` or `link:<link_group_id>`' }),
    kind: Type.Union([Type.Literal('report'), Type.Literal('link')], { description: 'report or link' }),
    title: Type.String({ description: 'The scenario name or the link name' }),
    summary: Type.String({ description: "The report's executive summary, or the link's plain-language summary" }),
    language: Lang,
    key_figures: Type.Array(KeyFigure, { description: 'The figures a reader looks for first' }),
    passages: Type.Array(BrainPassage, { description: 'What the chat searches and cites' }),
    updated_at: Timestamp,
    source_ids: Type.Array(Type.String(), { description: 'The scenario ids the page is built from (one for a report, the members for a link)' }),
  },
  { additionalProperties: false, description: 'A knowledge page' },
);
export type BrainPage = Static<typeof BrainPage>;

/** `GET /v1/brain/pages` query. */
export const BrainPagesQuery = Type.Object(
  { lang: Type.Optional(Type.String({ maxLength: 16, description: 'Language of link pages and of the labels (en or es; another value falls back to en)' })) },
  { additionalProperties: false },
);

/** `GET /v1/brain/pages` response. */
export const BrainPages = Type.Object(
  {
    pages: Type.Array(BrainPage, { description: 'Newest first' }),
    count: Type.Integer({ minimum: 0, description: 'Pages returned' }),
    truncated: Type.Boolean({ description: 'Whether older reports or links were left out (the Brain reads at most the newest 200 reports and 50 links)' }),
  },
  { additionalProperties: false },
);
export type BrainPages = Static<typeof BrainPages>;

/** One earlier turn of the conversation. */
export const ChatTurn = Type.Object(
  {
    role: Type.Union([Type.Literal('user'), Type.Literal('assistant')], { description: 'Who said it' }),
    content: Type.String({ maxLength: BRAIN_MESSAGE_MAX_CHARS, description: 'What was said' }),
  },
  { additionalProperties: false },
);

/** `POST /v1/brain/chat` body. */
export const BrainChatRequest = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: BRAIN_MESSAGE_MAX_CHARS, pattern: NOT_BLANK, description: 'The question' }),
    history: Type.Optional(
      Type.Array(ChatTurn, {
        maxItems: BRAIN_HISTORY_MAX_TURNS,
        description: 'Earlier turns, oldest first: a short follow-up ("and why?") is searched together with the last question asked',
      }),
    ),
    lang: Type.Optional(Lang),
  },
  { additionalProperties: false },
);
export type BrainChatRequest = Static<typeof BrainChatRequest>;

/** A cited passage. */
export const Citation = Type.Object(
  {
    page_id: Type.String({ description: 'The page it comes from' }),
    scenario_id: Type.String({ description: 'The report it comes from (for a link page: the member the passage is about, else the first member)' }),
    passage_id: Type.String({ description: 'The passage' }),
    passage: Type.String({ description: 'The passage text, as on the page' }),
  },
  { additionalProperties: false },
);

/** `POST /v1/brain/chat` response. */
export const BrainChatResponse = Type.Object(
  {
    answer: Type.String({ description: 'The answer, made only of the cited passages and a few connecting words; says so plainly when nothing relevant was found' }),
    citations: Type.Array(Citation, { description: 'The passages the answer uses, in the order used; empty when nothing relevant was found' }),
    found: Type.Boolean({ description: 'Whether anything relevant was found' }),
    language: Lang,
    composer: Type.Union([Type.Literal('builtin'), Type.Literal('llm')], {
      description:
        'builtin: the cited passages joined by fixed words; llm: the same passages phrased by the configured OpenAI-compatible model (LLM_BASE_URL), taken only when it adds no number',
    }),
  },
  { additionalProperties: false },
);
export type BrainChatResponse = Static<typeof BrainChatResponse>;
