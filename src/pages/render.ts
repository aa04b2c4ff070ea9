/**
 * The template engine of the pages: Eta, with escaping on by default (`<%= %>` escapes HTML; the
 * raw form `<%~ %>` is used only for markup the server made itself, never for caller text).
 * Templates live in src/pages/templates and are compiled once and cached.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates');

/** The shared Eta instance (escaping on, templates cached). */
export const templates = new Eta({ views: TEMPLATES, autoEscape: true, cache: true });

/** Renders `name` (a file of src/pages/templates without `.eta`) with `data` as `it`. */
export function renderTemplate(name: string, data: object): string {
  return templates.render(name, data);
}
