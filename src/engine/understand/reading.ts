/**
 * Change frames from the learned reader (issue 20; docs/engine.md "Reading"): the reader
 * (src/engine/reader) decides which sentences state a change, of what class, which way, whether
 * it is asserted, negated or supposed, which one is central, which groups it names and what
 * framing each sentence offers; the learned object-span scorer (src/engine/reader/object-span.ts)
 * gives each change's object words. The rules of frames.ts are kept for extraction inside the
 * sentences the reader chose: the size of the change (from→to, a percentage, an amount), the
 * timing, the qualifiers of a tax or a redesign, and the object's words only when the learned span
 * is missing or unsure (below OBJECT_MIN_P). Pure.
 */
import type { TextSpan } from '../types.js';
import { CHANGE_THRESHOLD, type DocumentReading, type SentenceReading } from '../reader/read.js';
import { objectSpan, withoutDeterminer, type ObjectSpanModel } from '../reader/object-span.js';
import { shippedObjectModel } from '../reader/object-model.js';
import { parseCauseLabel } from '../reader/labels.js';
import { extractFrames, magnitudeIn, qualify, type ChangeFrame } from './frames.js';
import type { ActorType, GroupTerm, Lexicon } from './lexicon.js';
import { CAUSE_CLASSES, CAUSES, ONTOLOGY, OBJECT_CLASSES, SIDED_CAUSE_CLASSES, type Direction, type ObjectClass } from './ontology.js';
import { fold } from './text.js';
import { antecedentOf, isShellObject } from './shell-nouns.js';

/** How each group the reader names enters the simulation (the lexicon's group names and roles, lexicon.ts `groups`). */
export const GROUP_ROLES: Record<string, { group: string; role: GroupTerm['role']; existing?: boolean }> = {
  customers: { group: 'customers', role: 'customer' },
  existing_customers: { group: 'existing customers', role: 'customer', existing: true },
  new_customers: { group: 'new customers', role: 'customer' },
  members: { group: 'members', role: 'customer', existing: true },
  fans: { group: 'fans', role: 'customer' },
  residents: { group: 'residents', role: 'public' },
  businesses: { group: 'businesses', role: 'customer' },
  drivers: { group: 'drivers', role: 'customer' },
  passengers: { group: 'passengers', role: 'customer' },
  students: { group: 'students and families', role: 'customer' },
  parents: { group: 'students and families', role: 'customer' },
  employees: { group: 'employees', role: 'employee' },
  creators: { group: 'partners', role: 'partner' },
  donors: { group: 'donors', role: 'customer' },
  investors: { group: 'investors', role: 'partner' },
  patients: { group: 'patients', role: 'customer' },
  low_income: { group: 'low-income households', role: 'public' },
  elderly: { group: 'older people', role: 'public' },
  young: { group: 'young people', role: 'public' },
  public: { group: 'the public', role: 'public' },
  // Tourists, day visitors, non-residents: not in the simulated population, so a charge only they
  // pay is judged by the public (`outsiderCharges`).
  visitors: { group: 'visitors', role: 'public' },
};

/** Groups of the population who pay a charge themselves: a charge naming none of them, but visitors, lands on outsiders. */
const PAYING_GROUPS = new Set(['customers', 'existing customers', 'new customers', 'members', 'fans', 'residents', 'drivers', 'passengers', 'students and families', 'donors', 'patients', 'low-income households', 'older people', 'young people']);

/**
 * Marks as `outsider` every rise of a tax, fee or price whose sentence names visitors (tourists,
 * day-trippers, non-residents) and no group of the population that would pay it: a visitor levy is
 * judged by residents who do not pay it (ontology.ts QUALIFIED.outsider), not felt as their loss.
 */
function outsiderCharges(frames: ChangeFrame[]): void {
  for (const f of frames) {
    if (!['tax', 'fee', 'price'].includes(f.objectClass) || f.direction !== 'up' || f.qualifier === 'corrective') continue;
    if (f.affected.some((a) => a.group === 'visitors') && !f.affected.some((a) => PAYING_GROUPS.has(a.group))) f.qualifier = 'outsider';
  }
}


/** Classes whose `up` is a larger amount: a stated from→to gives their direction. */
const NUMERIC_CLASSES: readonly ObjectClass[] = ['price', 'fee', 'tax', 'executive_pay', 'size'];

/** A frame read by the learned reader, with the reading it came from. */
export interface ReadFrame extends ChangeFrame {
  /** Index of its sentence in the reading. */
  sentence: number;
  /** The reader's probability that this is the central change. */
  pCentral: number;
}

/**
 * Frames read from one text at most (ASSUMPTION: the simulation weighs a few changes; past two
 * dozen, the least likely add time, not meaning, and a 100,000-character text must be read within
 * SCENARIO_READ_BUDGET_MS).
 */
export const MAX_FRAMES = 24;

/**
 * Least probability (among the sentence's candidate spans) at which the learned object span is
 * taken; below it the rules' object words are kept (ASSUMPTION: on held-out writers,
 * `npm run bench:objects`, the learned span beat the rules' words in every probability band down to
 * 0.1–0.2, the lowest seen, so the rules now stand in only for a sentence with no candidate or an
 * unusually flat choice; docs/decisions.md "Object spans").
 */
export const OBJECT_MIN_P = 0.1;

/** A frame found by the rules in a sentence read apart, moved to the sentence's place in the text. */
function shifted(f: ChangeFrame, by: number): ChangeFrame {
  const move = (sp: TextSpan): TextSpan => ({ ...sp, start: sp.start + by, end: sp.end + by });
  return {
    ...f,
    action: { ...f.action, span: move(f.action.span) },
    object: { ...f.object, span: move(f.object.span) },
    magnitude: f.magnitude ? { ...f.magnitude, span: move(f.magnitude.span) } : null,
    affected: f.affected.map((a) => ({ ...a, span: move(a.span) })),
    timing: f.timing ? { ...f.timing, span: move(f.timing.span) } : null,
  };
}

/**
 * The frames of a text: one per sentence the reader reads as an asserted change
 * (P(change) × P(asserted) ≥ CHANGE_THRESHOLD) and the central one (which may be below it, see
 * read.ts FALLBACK_CHANGE_THRESHOLD), at most MAX_FRAMES (the likeliest), the central one first,
 * then in text order. Inside each, the learned object span gives the object's words (the rules'
 * when it is missing or its probability is below OBJECT_MIN_P), and the rules of frames.ts
 * (`extractFrames` on the sentence alone) the magnitude and the timing.
 * @param objects the object-span model (default: the shipped one, src/engine/reader/object-model.ts).
 * @param text the whole text the reading was made of (offsets of `reading.sentences[].start` are in it).
 * @returns frames with certainty = P(change) × P(asserted) × P(class) (the reader's own
 *   probabilities), `central` set on the central one.
 */
export function framesFromReading(text: string, reading: DocumentReading, lex: Lexicon, actorType: ActorType, actorName: string, objects: ObjectSpanModel = shippedObjectModel()): ReadFrame[] {
  const chosen = reading.sentences
    .map((r, i) => ({ r, i }))
    .filter(({ r, i }) => r.pChange >= CHANGE_THRESHOLD || i === reading.central)
    .sort((a, b) => Number(b.i === reading.central) - Number(a.i === reading.central) || b.r.pChange - a.r.pChange || a.i - b.i)
    .slice(0, MAX_FRAMES);
  const frames: ReadFrame[] = [];
  for (const { r, i } of chosen) {
    const inside = extractFrames(r.text, lex, actorType, actorName).map((f) => shifted(f, r.start));
    const frame = frameOf(r, i, inside, lex, objects, actorName);
    if (!frame) continue;
    // "The measure will apply to all students": a shell noun names the change stated before it (shell-nouns.ts).
    const j = isShellObject(frame.object.text) ? antecedentOf(reading, i, objects) : null;
    if (j !== null) frame.object = objectOf(reading.sentences[j]!, frame.objectClass, [], objects, actorName);
    frames.push({ ...frame, central: i === reading.central });
  }
  const owned = reading.pTakesBackOwned >= 0.5;
  qualify(frames, text, lex, false);
  // What people own or built taken back (a licence over their content, a device locked): the
  // document network reads it for the central change (corpus label `takes_back_owned`).
  for (const f of frames) {
    const loss = (ONTOLOGY[f.objectClass][f.direction].affected ?? 0) < 0;
    if (f.central && owned && loss) f.qualifier = 'owned';
    else if (f.qualifier === 'owned') f.qualifier = null;
  }
  outsiderCharges(frames);
  return frames.sort((a, b) => Number(!!b.central) - Number(!!a.central) || a.sentence - b.sentence);
}

/**
 * Where a sentence names the actor (its name as read, case aside): the change's subject, which the
 * object span passes over ("The University of Eastmoor will no longer allow …" names the university,
 * not what changes). Offsets in the sentence, end exclusive; none for a name under three letters.
 */
export function mentions(sentence: string, actorName: string): { start: number; end: number }[] {
  const name = actorName.trim().toLowerCase();
  if (name.length < 3) return [];
  const low = sentence.toLowerCase();
  const out: { start: number; end: number }[] = [];
  for (let at = low.indexOf(name); at >= 0; at = low.indexOf(name, at + name.length)) out.push({ start: at, end: at + name.length });
  return out;
}

/**
 * The object of a change sentence: the learned span (without its leading determiner, offsets in the
 * whole text) when it is found with probability ≥ OBJECT_MIN_P, else the rules' object (a frame of
 * the same class first), else none (the report then names the change by its class). A span that
 * only names the actor (`mentions`) is never the object.
 */
export function objectOf(r: Pick<SentenceReading, 'text' | 'start'>, cls: ObjectClass, inside: readonly ChangeFrame[], objects: ObjectSpanModel, actorName = ''): ChangeFrame['object'] {
  const learned = objectSpan(r.text, objects, cls, mentions(r.text, actorName));
  if (learned && learned.p >= OBJECT_MIN_P) {
    const bare = withoutDeterminer(r.text, learned);
    return { text: bare.text, span: { start: r.start + bare.start, end: r.start + bare.end, text: bare.text }, learned: learned.p };
  }
  const span: TextSpan = { start: r.start, end: r.start + r.text.length, text: r.text };
  return (inside.find((f) => f.objectClass === cls) ?? inside[0])?.object ?? { text: '', span };
}

function frameOf(r: SentenceReading, index: number, inside: readonly ChangeFrame[], lex: Lexicon, objects: ObjectSpanModel, actorName: string): ReadFrame | null {
  const cls = (OBJECT_CLASSES as readonly string[]).includes(r.class.label) ? (r.class.label as ObjectClass) : null;
  if (!cls) return null;
  let direction = r.direction.label as Direction;
  const span: TextSpan = { start: r.start, end: r.start + r.text.length, text: r.text };
  const same = inside.find((f) => f.objectClass === cls) ?? null;
  const magnitude = ONTOLOGY[cls].scalable || cls === 'size' ? same?.magnitude ?? inside.find((f) => f.magnitude)?.magnitude ?? magnitudeIn(r.text, fold(r.text), r.start, lex) : null;
  // Two stated figures say which way an amount moves ("from $12.99 to $8.99", "2 points instead of 4"):
  // arithmetic on what the text states, which the reader's direction (0.73 on held-out writers) can miss.
  if (magnitude && magnitude.from !== null && magnitude.to !== null && magnitude.relative && NUMERIC_CLASSES.includes(cls)) direction = magnitude.relative > 0 ? 'up' : 'down';
  const groups = r.groups.map((g) => GROUP_ROLES[g.label]).filter((g): g is NonNullable<typeof g> => !!g);
  const affected = groups.length
    ? groups.filter((g, k) => groups.findIndex((x) => x.group === g.group) === k).map((g) => ({ group: g.group, role: g.role, existing: !!g.existing, span }))
    : same?.affected ?? [];
  const read = parseCauseLabel(r.cause.label);
  const known = read && read.cause in CAUSES ? read : null;
  const cause = CAUSE_CLASSES.includes(cls) ? (known?.cause ?? same?.cause ?? null) : SIDED_CAUSE_CLASSES.includes(cls) ? (known?.cause ?? null) : null;
  // A rule takes a side of its cause; a person, partner or recipient may stand on the cause's other side.
  const causeSide = cause && known && (SIDED_CAUSE_CLASSES.includes(cls) || known.side === 'against') ? { causeSide: known.side } : {};
  return {
    ...causeSide,
    action: { lemma: same?.action.lemma ?? 'change', span: same?.action.span ?? span },
    object: objectOf(r, cls, inside, objects, actorName),
    objectClass: cls,
    cause,
    direction,
    magnitude: magnitude ?? null,
    affected,
    timing: same?.timing ?? inside.find((f) => f.timing)?.timing ?? null,
    certainty: r.pChange * r.class.p,
    qualifier: null,
    necessity: same?.necessity,
    central: false,
    sentence: index,
    pCentral: r.pCentral,
  };
}
