/**
 * Second mentions in a synthetic quote: people name a thing in full once, then by its head noun ("I
 * use the indoor pool at San Roque every week, so closing the indoor pool changes everything"). A
 * quote's two sentences are filled from templates that each name the change's object, so a long
 * object ("la piscina municipal cubierta del barrio de San Roque") would otherwise be said in full
 * two or three times. Pure string work on the report's own words (report/phrases.ts).
 */

/** Where an object's head noun phrase ends: before its first complement or clause. */
const COMPLEMENT = /\s(?:of|for|in|on|at|to|from|with|by|de|del|para|en|con|por|a|al)\s|,|\s\(/i;
/** Heads that are only a quantity or determiner ("four", "all", "some", "todos"): no head noun to fall back to. */
const NOT_A_HEAD = /^(?:the|a|an|el|la|los|las|un|una|its|their|our|su|sus)?\s*(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|all|both|some|many|several|most|each|any|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|todos|todas|algunos|algunas|varios|varias|muchos|muchas|cada)?\s*$/i;

/**
 * The short form of an object phrase: the words before its first complement ("the price of the
 * Standard plan" → "the price"; "la piscina municipal cubierta del barrio de San Roque" → "la
 * piscina municipal cubierta"), or the phrase itself when that leaves no head noun or nothing shorter,
 * or when it is a list.
 * @param theObject the object with its article, as the report writes it.
 */
export function shortObject(theObject: string): string {
  // A list ("Carrow, Denholme Vale and Elsby") has no head to stand for it: it is said whole.
  if (/,[^,]*\s(?:and|or|y|e|o|u)\s/i.test(theObject)) return theObject;
  const m = COMPLEMENT.exec(theObject);
  if (!m || m.index === 0) return theObject;
  const head = theObject.slice(0, m.index).trim();
  return NOT_A_HEAD.test(head) || head.length >= theObject.length ? theObject : head;
}

/**
 * `text` with every mention of `theObject` after the first one (case-insensitive at its first letter,
 * as a quote may start with it) replaced by its short form (`shortObject`). Unchanged when the
 * object is said once, or has no shorter form.
 */
export function shortenRepeats(text: string, theObject: string): string {
  const short = shortObject(theObject);
  if (!theObject || short === theObject) return text;
  const lower = text.toLowerCase();
  const needle = theObject.toLowerCase();
  const first = lower.indexOf(needle);
  if (first < 0) return text;
  let out = text.slice(0, first + theObject.length);
  let from = first + theObject.length;
  for (let i = lower.indexOf(needle, from); i >= 0; i = lower.indexOf(needle, from)) {
    const written = text.slice(i, i + theObject.length);
    const form = written[0] !== theObject[0] && written[0] === written[0]!.toUpperCase() ? short[0]!.toUpperCase() + short.slice(1) : short;
    out += text.slice(from, i) + form;
    from = i + theObject.length;
  }
  return out + text.slice(from);
}
