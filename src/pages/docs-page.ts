/**
 * The documentation page (`GET /v1/docs`): static HTML in English or Spanish. The prose is in
 * src/pages/docs-catalog.ts; every endpoint is generated from the OpenAPI document the service
 * serves, and the quickstart and webhook examples are the files of src/pages/snippets (README.md
 * shows the same files).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsText } from './docs-catalog.js';
import type { PageLang } from './lang.js';
import { renderTemplate } from './render.js';

const SNIPPETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'snippets');
/** Placeholder of the base address in the quickstart script file. */
export const BASE_PLACEHOLDER = '__BASE_URL__';

/** The quickstart script with its default base address (the service's PUBLIC_BASE_URL on the page; http://localhost:8000 in README.md). */
export function quickstartScript(baseUrl: string): string {
  return fs.readFileSync(path.join(SNIPPETS, 'quickstart.sh'), 'utf8').replace(BASE_PLACEHOLDER, baseUrl);
}

/** The webhook receiver example (also in README.md). */
export function webhookExample(): string {
  return fs.readFileSync(path.join(SNIPPETS, 'verify-webhook.mjs'), 'utf8');
}

/** One field of a parameter list or request body. */
export interface DocField {
  name: string;
  where: string;
  type: string;
  required: boolean;
  description: string;
}

/** One operation as the page lists it. */
export interface DocOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  credentials: string[];
  fields: DocField[];
  responses: { status: string; description: string }[];
}

/** Operations grouped by their first tag, in document order. */
export interface DocGroup {
  tag: string;
  description: string;
  operations: DocOperation[];
}

type Json = Record<string, any>;

function resolve(doc: Json, node: Json | undefined): Json {
  let n = node ?? {};
  for (let i = 0; i < 10 && typeof n.$ref === 'string'; i++) {
    const name: string = n.$ref.split('/').pop() ?? '';
    n = doc.components?.schemas?.[name] ?? {};
  }
  return n;
}

function typeOf(doc: Json, schema: Json | undefined): string {
  const s = resolve(doc, schema);
  if (s.enum) return s.enum.map(String).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map((a: Json) => typeOf(doc, a)).join(' | ');
  if (s.type === 'array') return `${typeOf(doc, s.items)}[]`;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return s.type ?? 'any';
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations of an OpenAPI 3.1 document, grouped by tag. */
export function operationsOf(doc: Json): DocGroup[] {
  const groups = new Map<string, DocGroup>();
  const tagDescriptions = new Map<string, string>((doc.tags ?? []).map((t: Json) => [t.name, t.description ?? '']));
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const fields: DocField[] = [];
      for (const prm of op.parameters ?? []) {
        fields.push({ name: prm.name, where: prm.in, type: typeOf(doc, prm.schema), required: Boolean(prm.required), description: prm.description ?? prm.schema?.description ?? '' });
      }
      const content = op.requestBody?.content ?? {};
      const bodySchema = resolve(doc, (content['application/json'] ?? Object.values<Json>(content)[0])?.schema);
      const required = new Set<string>(bodySchema.required ?? []);
      for (const [name, prop] of Object.entries<Json>(bodySchema.properties ?? {})) {
        fields.push({ name, where: 'body', type: typeOf(doc, prop), required: required.has(name), description: resolve(doc, prop).description ?? prop.description ?? '' });
      }
      const security: Json[] = op.security ?? doc.security ?? [];
      const credentials = security.length === 0 ? ['none'] : security.flatMap((s) => Object.keys(s));
      const tag = op.tags?.[0] ?? 'other';
      if (!groups.has(tag)) groups.set(tag, { tag, description: tagDescriptions.get(tag) ?? '', operations: [] });
      groups.get(tag)!.operations.push({
        id: op.operationId ?? `${method}-${p}`,
        method: method.toUpperCase(),
        path: p,
        summary: op.summary ?? op.description ?? '',
        credentials,
        fields,
        responses: Object.entries<Json>(op.responses ?? {}).map(([status, r]) => ({ status, description: r.description ?? '' })),
      });
    }
  }
  return [...groups.values()];
}

/** Renders the docs page of `lang` from the service's OpenAPI document. */
export function renderDocsPage(lang: PageLang, openapi: Json, baseUrl: string): string {
  return renderTemplate('docs', {
    lang,
    d: docsText(lang),
    groups: operationsOf(openapi),
    script: quickstartScript(baseUrl),
    webhookExample: webhookExample(),
    baseUrl,
  });
}
