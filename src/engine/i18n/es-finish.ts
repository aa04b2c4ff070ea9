/**
 * The Spanish finishing step (issue 21 item 4): applied to every filled Spanish template, it
 * makes the contractions that slot filling breaks ("de el impuesto" → "del impuesto", "a El
 * Ayuntamiento" → "al Ayuntamiento"), writes decimals the Spanish way ("16.7 %" → "16,7 %",
 * as `Intl.NumberFormat('es-ES')` does) and upper-cases the first letter after a full stop or a
 * closing "?"/"!". Real proper names whose article is part of the name ("El Salvador", "El País")
 * keep "de El …", as the RAE prescribes.
 */

/** Proper names whose capitalised article is part of the name: "de El Salvador", never "del Salvador". */
export const ES_NAMES_WITH_ARTICLE = [
  'El Salvador',
  'El País',
  'El Cairo',
  'El Corte Inglés',
  'El Escorial',
  'El Ejido',
  'El Puerto de Santa María',
  'El Prat',
  'El Mundo',
  'El Hierro',
  'El Greco',
  'El Bierzo',
] as const;

const NAME_RE = new RegExp(`^(?:${ES_NAMES_WITH_ARTICLE.map((n) => n.slice(3).replace(/ /g, '\\s+')).join('|')})\\b`, 'u');

/** "de el"/"a el" (any case) followed by a word; the article's word is kept to tell names apart. */
const CONTRACTION_RE = /(?<![\p{L}\p{N}])([Dd]e|[Aa])\s+([Ee]l)\s+(?=\p{L})/gu;

/** Makes "del"/"al" where a preposition meets the masculine article, except before a name in `ES_NAMES_WITH_ARTICLE`. */
export function esContractions(text: string): string {
  return text.replace(CONTRACTION_RE, (whole: string, prep: string, art: string, offset: number, all: string) => {
    if (art === 'El' && NAME_RE.test(all.slice(offset + whole.length))) return whole;
    return (prep.toLowerCase() === 'de' ? (prep[0] === 'D' ? 'Del' : 'del') : prep === 'A' ? 'Al' : 'al') + ' ';
  });
}

/** Writes decimals with a comma ("16.7 %" → "16,7 %", "0.25" → "0,25"); "10.000" (thousands, three digits) is left alone. */
export function esDecimals(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}.,])(\d+)\.(\d{1,2})(?![\p{N}]|[.,]\d)/gu, '$1,$2');
}

/**
 * Upper-cases the first letter after a full stop, "?", "!" or "…" that ends a sentence ("¿Más? pues
 * no" → "¿Más? Pues no"), and with `head` also the text's first letter (prose fields, not fragments
 * such as a monitoring window).
 */
export function esSentenceCase(text: string, head = true): string {
  const start = head ? text.replace(/^([¿¡«"'(\s]*)(\p{Ll})/u, (_, open: string, ch: string) => open + ch.toUpperCase()) : text;
  return start.replace(/([.?!…][»"')]?\s+[¿¡«"'(]*)(\p{Ll})/gu, (_, gap: string, ch: string) => gap + ch.toUpperCase());
}

/** The whole finishing step for one filled Spanish text: contractions, decimals, sentence case (`head`: see `esSentenceCase`). */
export function finishEs(text: string, head = true): string {
  return esSentenceCase(esDecimals(esContractions(text)), head);
}

/** Masculine nouns ending in -a that a charge or rule may be called by. */
const MASC_A = new Set(['día', 'mapa', 'problema', 'sistema', 'programa', 'tema', 'clima', 'idioma']);

/**
 * The object as a Spanish noun phrase with its definite article ("tasa" → "la tasa", "impuesto" →
 * "el impuesto", "tasas de matrícula" → "las tasas de matrícula"), the gender guessed from the
 * head noun's ending (-a, -ión, -dad, -tad, -tud, -umbre: feminine, except `MASC_A`). Empty for an
 * empty object.
 */
export function esDefiniteNp(object: string): string {
  const np = object.trim();
  if (!np) return '';
  // A name that carries its own article ("El Centinela", "La Voz del Sur") takes no other.
  if (/^(?:El|La|Los|Las)\s+\p{Lu}/u.test(np)) return np;
  // The first word without the punctuation of a list ("huevos, leche y aceite": plural, "los").
  const head = np.split(/\s+/)[0]!.toLowerCase().replace(/[^\p{L}]+$/u, '');
  const plural = /([^aeiouáéíóú]es|[aeo]s)$/.test(head);
  const sing = plural ? head.replace(/([^aeiouáéíóú])es$/, '$1').replace(/s$/, '') : head;
  // A plural takes the gender of its singular: "programas" is masculine like "programa".
  // Nouns in -ista name people of either sex and take the masculine when generic ("los comentaristas").
  const fem = FEM_O.has(sing) || FEM_OTHER.has(sing) || (!MASC_A.has(sing) && !/ista$/.test(sing) && (plural ? /as$/.test(head) || /(ion|dad|tad|tud|umbre)$/.test(sing) : /(a|ión|dad|tad|tud|umbre)$/.test(sing)));
  // A feminine singular noun that starts with a stressed "a" takes "el" ("el agua", "el área"; RAE, Nueva gramática §2.5).
  if (!plural && fem && STRESSED_A.has(sing)) return `el ${np}`;
  return `${plural ? (fem ? 'las' : 'los') : fem ? 'la' : 'el'} ${np}`;
}

/** Feminine nouns whose ending does not say so ("la patronal", "la red", "la ley", "la tarde"; RAE, Nueva gramática §2.3). */
const FEM_OTHER = new Set(['patronal', 'red', 'ley', 'gente', 'noche', 'tarde', 'calle', 'clase', 'llave', 'fuente', 'parte', 'base', 'sede', 'señal', 'sucursal', 'cárcel', 'imagen', 'flor', 'mujer', 'luz', 'voz', 'paz', 'vez', 'piel', 'sal', 'carne', 'leche', 'nieve', 'torre', 'muerte', 'suerte', 'frase', 'fase', 'crisis', 'tesis', 'dosis', 'síntesis', 'costumbre', 'mente', 'nube', 'tarjeta']);

/** Feminine nouns ending in -o (shortenings and a few others: "la foto", "la moto", "la mano", "la radio"; RAE, Nueva gramática §2.3). */
const FEM_O = new Set(['foto', 'moto', 'mano', 'radio', 'libido', 'seo', 'dinamo', 'polio']);

/** Feminine nouns beginning with a stressed "a" or "ha", which take "el" and "un" in the singular (RAE, Nueva gramática §2.5). */
const STRESSED_A = new Set(['agua', 'área', 'aula', 'alma', 'arma', 'ave', 'hambre', 'hacha', 'habla', 'águila', 'ala', 'alba', 'ancla', 'asa', 'aria', 'haba', 'hada', 'arca', 'acta', 'ama', 'asma', 'álgebra']);

/**
 * Heads of Spanish institutional names that are common nouns and so take the definite article inside
 * a sentence ("el Ayuntamiento de Villaverde anuncia", RAE, Nueva gramática §12.7), with that article.
 * A text that writes the article in lower case ("… que el Ayuntamiento de Villaverde cobrará") gives the
 * reader the name without it.
 */
const ES_INSTITUTION_ARTICLE: Record<string, 'el' | 'la'> = {
  Ayuntamiento: 'el', Gobierno: 'el', Ministerio: 'el', Consejo: 'el', Consorcio: 'el', Cabildo: 'el', Colegio: 'el',
  Instituto: 'el', Museo: 'el', Hospital: 'el', Servicio: 'el', Municipio: 'el', Club: 'el', Departamento: 'el',
  Parlamento: 'el', Tribunal: 'el', Centro: 'el', Patronato: 'el', Área: 'el',
  Diputación: 'la', Junta: 'la', Comunidad: 'la', Generalitat: 'la', Universidad: 'la', Concejalía: 'la', Consejería: 'la',
  Secretaría: 'la', Asociación: 'la', Fundación: 'la', Federación: 'la', Liga: 'la', Biblioteca: 'la', Escuela: 'la',
  Agencia: 'la', Autoridad: 'la', Dirección: 'la', Oficina: 'la', Mancomunidad: 'la', Alcaldía: 'la', Policía: 'la',
};

/** An institutional name given without its article ("Ayuntamiento de Villaverde") with it ("el Ayuntamiento de Villaverde"); other names unchanged. */
export function esWithInstitutionArticle(name: string): string {
  const head = name.split(/\s+/)[0] ?? '';
  const article = ES_INSTITUTION_ARTICLE[head];
  return article && /\s/.test(name) ? `${article} ${name}` : name;
}
