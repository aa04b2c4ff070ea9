/**
 * Object-phrase bench: what a report calls the central change's object (report/phrases.ts
 * `objectWords`, the `the_object` of every change-specific sentence) on corpus documents of writers
 * the object-span scorer did not train on, beside the labelled `object` of the document's central
 * sentence (docs/corpus.md), English and Spanish apart; and how many of those phrases are fragments
 * rather than noun phrases ("the Both", "the new 3 February", "el cambio de").
 *
 *   npm run bench:object-phrases                 5 folds by writer: the scorer is trained on the other folds' writers
 *   npm run bench:object-phrases -- --shipped    the shipped scorer on the writers it was not trained on (if any)
 *   npm run bench:object-phrases -- --audit      the shipped scorer on test/fixtures/audit-announcements.ts (no labels: fragments only)
 *   OBJECT_FOLDS=k sets the folds; --show N prints N fragments per language; --lang en|es measures one language;
 *   OBJECT_DUMP=file writes every measured row as JSON (to compare two runs).
 *
 * The engine's reading is the shipped reader's (src/engine/reader), which trained on every writer:
 * which sentence is central and its class are therefore a little better than on fresh text; the
 * object words alone are held out. Head-noun overlap counts the label's head noun among the
 * phrase's words, over the documents whose labelled central sentence carries an object; it is
 * shown both for every such document and for those where the engine chose the labelled central
 * sentence.
 *
 * Fragment kinds (the phrase without its article):
 *   no-noun       English: wink-nlp tags no noun in it; Spanish: every word is a function word or a number
 *   starts-func   its first word is a conjunction, determiner, quantifier, pronoun or preposition ("Both", "Each", "y")
 *   date-head     its head is a date, a weekday, a year, a number (figures or words) or a clock time ("3 February", "el lunes", "two of")
 *   ends-func     its last word is a preposition, article, conjunction or determiner ("cut to the", "cambio de")
 *   de-dangling   Spanish, ends in "de" / "del" (also counted in ends-func)
 *   proper-head   it is only a capitalised name ("the Hospital", "el Ministerio") where the label's head is a common noun it does not hold
 *   change-head   its head is the change itself ("cut", "subida") where the label's is not
 *   clause        it runs on into a clause: a subordinating conjunction ("because", "porque") or, in English, "and"/"or" before a verb
 */
import { writeFileSync } from 'node:fs';
import { loadCorpus } from '../scripts/reader/corpus.js';
import { OBJECT_SETTINGS, objectExamples, trainObjectModel } from '../scripts/reader/train-objects.js';
import type { CorpusDocument } from '../src/contracts/corpus.js';
import { catalog } from '../src/engine/i18n/index.js';
import { shippedReader } from '../src/engine/reader/model.js';
import { OBJECT_MODEL } from '../src/engine/reader/object-model.data.js';
import { shippedObjectModel } from '../src/engine/reader/object-model.js';
import type { ObjectSpanModel } from '../src/engine/reader/object-span.js';
import { readText } from '../src/engine/reader/read.js';
import { objectWords } from '../src/engine/report/phrases.js';
import { readActor } from '../src/engine/understand/actor-name.js';
import { detectLanguage } from '../src/engine/understand/language.js';
import { EN, type ActorType } from '../src/engine/understand/lexicon.js';
import { ES } from '../src/engine/understand/lexicon-es.js';
import { framesFromReading } from '../src/engine/understand/reading.js';
import { AUDIT_ANNOUNCEMENTS } from '../test/fixtures/audit-announcements.js';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);
const its = nlp.its;
const args = process.argv.slice(2);
const showArg = args.indexOf('--show');
const SHOW = showArg >= 0 ? Number(args[showArg + 1]) : 15;

const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Words of a phrase, punctuation aside. */
const wordsOf = (s: string) => s.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}$£€]+|[^\p{L}\p{N}%]+$/gu, '')).filter(Boolean);
/** A rough singular for comparing heads ("charges" ~ "charge", "tasas" ~ "tasa"). */
const stem = (w: string) => fold(w).replace(/(?<=..)(?:es|s)$/, '');

const FUNC_EN = new Set('and or but nor both each all every either neither any some no none another other such it its they them we you he she this that these those which who whom whose what when where while if as because since unless although though whether to of for from with by in on at into onto per than then the a an our your their his her my there here so not also only just'.split(' '));
const FUNC_ES = new Set('y e o u ni pero ambos ambas cada todo toda todos todas cualquier algun alguna ningun ninguna otro otra otros otras que quien cual cuando donde si como de del a al en con por para desde hasta sobre entre sin se le les lo el la los las un una unos unas su sus este esta estos estas ese esa esos esas nuestro nuestra nuestros nuestras mas muy ya no tambien solo porque aunque mientras pues'.split(' '));
const PREP_EN = new Set('of for to from with by in on at into onto per than about over under after before during between within without across via as'.split(' '));
const PREP_ES = new Set('de del a al en con por para desde hasta sobre entre sin tras durante mediante segun'.split(' '));
/** Words that open an adverbial, not a noun phrase ("Starting April 1, …", "Después de escuchar …"). */
const OPENERS = new Set('starting beginning effective following despues dentro antes partir segun'.split(' '));
const DATE = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|midnight|noon|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|billion|dozen|half|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|cien|mil|millon|millones|mitad|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana|mediodia|medianoche|[$£€]?\d[\d.,:]*(?:st|nd|rd|th|am|pm|h|%|k|m|bn)?|\d{1,2}[.:]\d{2}(?:am|pm)?)$/;
const CHANGE_EN = new Set('cut cuts rise rises increase increases decrease reduction reductions change changes closure closures move end introduction removal hike hikes drop'.split(' '));
const CHANGE_ES = new Set('cambio cambios subida subidas bajada bajadas recorte recortes aumento aumentos incremento reduccion reducciones cierre cierres fin introduccion supresion eliminacion'.split(' '));

/** Subordinating conjunctions: a phrase holding one runs on into a clause ("food banks in March because"). */
const SUBORD = new Set('because since unless although though whereas while porque aunque mientras cuando'.split(' '));
/** English: "and" / "or" followed by a verb ("branches and cut 1,200 jobs"): two clauses, not one noun phrase. */
function conjVerb(phrase: string): boolean {
  const toks: { text: string; pos: string }[] = [];
  nlp.readDoc(phrase).tokens().each((t: any) => toks.push({ text: (t.out() as string).toLowerCase(), pos: t.out(its.pos) as string }));
  return toks.some((t, i) => (t.text === 'and' || t.text === 'or') && toks[i + 1]?.pos === 'VERB' && !/(?:ed|ing)$/.test(toks[i + 1]!.text));
}

/** The head word of a noun phrase: English, the last noun before its first preposition (wink-nlp tags), else its last word; Spanish, its first word after determiners (and, with `skipNumerals`, numerals: "150 trabajadores" → "trabajadores", for comparing with the label). */
function headOf(phrase: string, lang: 'en' | 'es', skipNumerals = false): string {
  const w = wordsOf(phrase);
  if (!w.length) return '';
  if (lang === 'es') return (skipNumerals ? w.find((x) => !FUNC_ES.has(fold(x)) && !DATE.test(fold(x))) : undefined) ?? w.find((x) => !FUNC_ES.has(fold(x))) ?? w[0]!;
  const toks: { text: string; pos: string }[] = [];
  nlp.readDoc(phrase).tokens().each((t: any) => toks.push({ text: t.out() as string, pos: t.out(its.pos) as string }));
  const cut = toks.findIndex((t, i) => i > 0 && PREP_EN.has(t.text.toLowerCase()));
  const before = cut > 0 ? toks.slice(0, cut) : toks;
  const nouns = before.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return (nouns.at(-1) ?? before.filter((t) => /^[\p{L}\p{N}]/u.test(t.text)).at(-1) ?? toks[0]!).text;
}

/** The fragment kinds of a report's object phrase (bare, without the article the report adds); `label` is the labelled object when known. */
function fragmentKinds(bare: string, lang: 'en' | 'es', label: string | null): string[] {
  const out: string[] = [];
  const w = wordsOf(bare);
  if (!w.length) return ['no-noun'];
  const func = lang === 'es' ? FUNC_ES : FUNC_EN;
  const head = headOf(bare, lang);
  if (lang === 'en') {
    let noun = false;
    nlp.readDoc(bare).tokens().each((t: any) => {
      const pos = t.out(its.pos) as string;
      if (pos === 'NOUN' || pos === 'PROPN') noun = true;
    });
    if (!noun) out.push('no-noun');
  } else if (w.every((x) => func.has(fold(x)) || /^\d/.test(x))) out.push('no-noun');
  if (func.has(fold(w[0]!)) || OPENERS.has(fold(w[0]!)) || (lang === 'en' && PREP_EN.has(fold(w[0]!))) || (lang === 'es' && PREP_ES.has(fold(w[0]!)))) out.push('starts-func');
  if (DATE.test(fold(head))) out.push('date-head');
  const last = fold(w.at(-1)!);
  if (func.has(last) || (lang === 'en' ? PREP_EN : PREP_ES).has(last)) out.push('ends-func');
  if (lang === 'es' && /^(?:de|del)$/.test(last)) out.push('de-dangling');
  const labelHead = label ? headOf(label, lang) : '';
  const isProper = (x: string) => /^\p{Lu}/u.test(x) && !DATE.test(fold(x));
  const content = w.filter((x) => /\p{L}/u.test(x) && !func.has(fold(x)) && !(lang === 'en' ? PREP_EN : PREP_ES).has(fold(x)));
  const labelWords = label ? wordsOf(label).map(stem) : [];
  if (labelHead && content.length && content.every(isProper) && !isProper(labelHead) && !labelWords.includes(stem(head))) out.push('proper-head');
  const ws = w.map(fold);
  if (ws.some((x) => SUBORD.has(x)) || (lang === 'en' && conjVerb(bare))) out.push('clause');
  const change = lang === 'es' ? CHANGE_ES : CHANGE_EN;
  if (change.has(fold(head)) && !(labelHead && change.has(fold(labelHead)))) out.push('change-head');
  return out;
}

/** Joins a corpus document's sentences as the text a user would paste (paragraph breaks where marked). */
function joinDocument(d: CorpusDocument): string {
  let text = '';
  d.sentences.forEach((s, i) => {
    if (i > 0) text += s.para ? '\n\n' : ' ';
    text += s.text;
  });
  return text;
}

const SIMULATED: Record<string, ActorType> = { company: 'company', government: 'government', sports: 'sports', nonprofit: 'nonprofit', school: 'school', broadcaster: 'company' };

/** The engine's central change of a text and the report's object words for it, with the given object scorer. */
function centralObject(text: string, objects: ObjectSpanModel) {
  const lang = detectLanguage(text);
  const lex = lang === 'es' ? ES : EN;
  const reading = readText(text, shippedReader());
  const actor = readActor(text.slice(0, 20_000), lex);
  const type = SIMULATED[reading.actorType.label] ?? actor.type;
  const frames = framesFromReading(text, reading, lex, type, actor.name, objects);
  const central = frames.find((f) => f.central) ?? frames[0];
  if (!central) return null;
  const words = objectWords(text, central, catalog(lang));
  return { lang, frame: central, sentence: reading.central, ...words, cls: central.objectClass, learned: central.object.learned };
}

interface Row {
  id: string;
  lang: 'en' | 'es';
  object: string;
  theObject: string;
  label: string | null;
  sameSentence: boolean;
  kinds: string[];
  sentence: string;
}

const rows: Row[] = [];
const fallbackNoun = (lang: 'en' | 'es', cls: string, object: string) => catalog(lang).grammar.class_noun[cls] === object;
let classNoun = { en: 0, es: 0 };

const langArg = args.indexOf('--lang');
const ONLY = langArg >= 0 ? args[langArg + 1] : '';

function measure(d: CorpusDocument, objects: ObjectSpanModel): void {
  if (ONLY && d.lang !== ONLY) return;
  const text = joinDocument(d);
  const got = centralObject(text, objects);
  const label = d.central !== null && d.central !== undefined ? d.sentences[d.central]?.object ?? null : null;
  const lang = d.lang as 'en' | 'es';
  if (!got) {
    rows.push({ id: d.id, lang, object: '', theObject: '', label, sameSentence: false, kinds: ['no-frame'], sentence: '' });
    return;
  }
  if (fallbackNoun(lang, got.cls, got.object)) classNoun[lang]++;
  const sentence = got.sentence !== null ? (d.sentences[got.sentence]?.text ?? '') : '';
  rows.push({ id: d.id, lang, object: got.object, theObject: got.theObject, label, sameSentence: got.sentence === d.central, kinds: fragmentKinds(got.object, lang, label), sentence });
}

const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) : '–').padStart(5);
function summary(title: string): void {
  console.log(`\n${title}`);
  const kinds = ['no-noun', 'starts-func', 'date-head', 'ends-func', 'de-dangling', 'proper-head', 'change-head', 'clause'];
  console.log(`lang     n  fragment %  head overlap % (all / same sentence)   class noun %  ${kinds.join('  ')}`);
  for (const lang of ['en', 'es'] as const) {
    const rs = rows.filter((r) => r.lang === lang && !r.kinds.includes('no-frame'));
    if (!rs.length) continue;
    const frag = rs.filter((r) => r.kinds.length).length;
    const labelled = rs.filter((r) => r.label);
    const over = (xs: Row[]) => xs.filter((r) => { const h = stem(headOf(r.label!, lang, true)); return wordsOf(r.object).some((x) => stem(x) === h); }).length;
    const same = labelled.filter((r) => r.sameSentence);
    console.log(`${lang.padEnd(4)} ${String(rs.length).padStart(5)}  ${pct(frag, rs.length)}       ${pct(over(labelled), labelled.length)} (n ${labelled.length}) / ${pct(over(same), same.length)} (n ${same.length})      ${pct(classNoun[lang], rs.length)}     ${kinds.map((k) => pct(rs.filter((r) => r.kinds.includes(k)).length, rs.length).padStart(k.length)).join('  ')}`);
  }
  for (const lang of ['en', 'es'] as const) {
    const bad = rows.filter((r) => r.lang === lang && r.kinds.length && !r.kinds.includes('no-frame'));
    if (!bad.length || !SHOW) continue;
    console.log(`\n${lang} fragments (first ${Math.min(SHOW, bad.length)} of ${bad.length}):`);
    for (const r of bad.slice(0, SHOW)) console.log(`  ${r.id} [${r.kinds.join(',')}] «${r.theObject}» label «${r.label ?? '—'}»${r.sameSentence ? '' : ' (other sentence)'}\n      ${r.sentence.slice(0, 140)}`);
  }
}

if (args.includes('--audit')) {
  const m = shippedObjectModel();
  console.log('audit announcements (test/fixtures/audit-announcements.ts), shipped object scorer:');
  for (const a of AUDIT_ANNOUNCEMENTS) {
    const got = centralObject(a.text, m);
    const kinds = got ? fragmentKinds(got.object, a.lang, null) : ['no-frame'];
    if (got && fallbackNoun(a.lang, got.cls, got.object)) classNoun[a.lang]++;
    rows.push({ id: a.id, lang: a.lang, object: got?.object ?? '', theObject: got?.theObject ?? '', label: null, sameSentence: false, kinds, sentence: '' });
    console.log(`  ${a.id.padEnd(28)} ${kinds.length ? `FRAGMENT [${kinds.join(',')}]` : 'ok'.padEnd(10)} «${got?.theObject ?? ''}»`);
  }
  summary('audit announcements');
} else {
  const docs = loadCorpus();
  const writers = [...new Set(docs.map((d) => d.writer))].sort();
  const t0 = Date.now();
  if (args.includes('--shipped')) {
    const seen = new Set(OBJECT_MODEL.trainedOn?.writers ?? []);
    const fresh = writers.filter((w) => !seen.has(w));
    console.log(`shipped object scorer (trained on ${seen.size} writers); fresh writers: ${fresh.join(', ') || 'none'}`);
    for (const d of docs.filter((x) => fresh.includes(x.writer))) measure(d, shippedObjectModel());
    summary(`shipped scorer on ${fresh.length} writers it did not train on`);
  } else {
    const k = Number(process.env.OBJECT_FOLDS ?? 5);
    for (let f = 0; f < k; f++) {
      const held = writers.filter((_, i) => i % k === f);
      const m = trainObjectModel(objectExamples(docs.filter((d) => !held.includes(d.writer))), OBJECT_SETTINGS);
      for (const d of docs.filter((x) => held.includes(x.writer))) measure(d, m);
      process.stderr.write(`fold ${f + 1}/${k} (${held.join(',')}): ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
    }
    if (process.env.OBJECT_DUMP) writeFileSync(process.env.OBJECT_DUMP, JSON.stringify(rows));
    summary(`${k} folds by writer (${writers.length} writers, ${docs.length} documents); scorer trained without the fold's writers`);
  }
}
