/**
 * Spanish lexicon of announced changes: the counterpart of `EN` (./lexicon.ts), entry for entry.
 *
 * Sources of the wording. The lists are our own, written from the register Spanish organisations
 * use in public notices: telecom and bank tariff notices ("actualización de tarifas", "comisión de
 * mantenimiento", "los clientes actuales mantendrán su tarifa"), municipal decrees and bylaws
 * ("ordenanza", "bando", "tasa", "zona de bajas emisiones"), labour news ("ERE", "recorte de
 * plantilla", "despidos"), club and university communiqués ("escudo", "equipación", "tasas de
 * matrícula"), and the vocabulary of Spain and Latin America side by side where they differ
 * ("billete/boleto/pasaje", "coste/costo", "matrícula/colegiatura", "ayuntamiento/municipalidad/
 * alcaldía/intendencia"). Verb conjugations follow the regular paradigms of the -ar/-er/-ir
 * classes (present, preterite, future, conditional, participle, gerund, subjunctive) plus the
 * irregular stems written out (introduj-, redu(j/zc)-, pondr-, impus-, cierr-, empiez-, …).
 *
 * Conventions (shared with EN): every pattern runs over ACCENT-FOLDED, lower-cased text
 * (`fold()` in ./text.ts), so entries are written without accents and in lower case ("subira"
 * for "subirá", "anos" for "años", "disenar" for "diseñar"). The `greeting` pattern is the one
 * exception: actor.ts applies it to the raw text, so it spells accented letters as classes.
 * Lemmas are EN's canonical lemmas ('raise', 'end', 'restore', 'use', 'cost', 'enact', …): frames.ts
 * compares them by name. Amounts are Spanish numbers ("1.200", "9,99", "15,5 %": `decimalComma`);
 * the capture groups of `fromTo` (1 from, 2 unit, 3 to) and `insteadOf` (1 new, 2 old) are EN's.
 * Spanish drops the subject ("Subiremos las cuotas"), so only an imperative or infinitive opening a
 * sentence is an `instruction` (a recipe step), never a future ("Subirá").
 *
 * Words that are also common non-change words in Spanish are fenced with look-arounds where the
 * clash is frequent: "a cambio de" (in exchange for) is not a change,
 * "darse de baja" (unsubscribe) is not a price cut, "IVA incluido" is not a new tax, "20 GB de
 * datos" is not personal data, "en nombre de" (on behalf of) is not a name change, "Doña" folds
 * to "dona" and is not "dona" (donates), and a customer's own action ("podrá cancelar", "si
 * cambia de tarifa") is not the actor's.
 */
import type { Lexicon } from './lexicon.js';

const re = (s: string) => new RegExp(s, 'gi');

// Regular endings, folded. AR0/ER/IR leave out the forms that collide with common nouns or
// adjectives for the stems they are used with; AR adds the present subjunctive (-e, -en, -emos).
const AR0 = String.raw`(?:ar|a|an|amos|o|aron|ara|aran|are|aremos|aria|arian|ado|ada|ados|adas|ando|aba|aban)`;
const AR = String.raw`(?:ar|a|an|amos|o|aron|ara|aran|are|aremos|aria|arian|ado|ada|ados|adas|ando|aba|aban|e|en|emos)`;
const ER = String.raw`(?:er|e|en|emos|io|ieron|imos|era|eran|ere|eremos|eria|erian|ido|ida|idos|idas|iendo|ia|ian)`;
const IR = String.raw`(?:ir|e|en|imos|io|ieron|ira|iran|ire|iremos|iria|irian|ido|ida|idos|idas|iendo|ia|ian|a|an)`;
/** Not the customer's own action: "podrá cancelar", "si cambia de tarifa", "quien desee renovar". */
const NOT_CUSTOMER = String.raw`(?<!\b(?:puede|pueden|puedes|podra|podran|podras|podreis|podeis|quiera|quieran|quiere|quieren|quieres|desee|deseen|desea|desean|deseas|prefiera|prefieran|prefiere|prefieren|si) )`;
/** A Spanish number, thousands dots and decimal comma inside the capture ("1.200", "9,99"). */
const NUM = String.raw`((?:\d{1,3}(?:\.\d{3})+|\d+)(?!\d)(?:,\d{1,2}(?!\d))?)`;
const MONTHS = String.raw`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;
/** Stems whose future ("subirá", "eliminarán", "despedirá") ends an actor's name whatever follows. */
const FUTURE_STEMS = [
  'sub', 'aument', 'increment', 'encarec', 'elev', 'duplic', 'introduc', 'anad', 'agreg', 'lanz', 'empez', 'comenz', 'implant', 'aplic', 'cobr', 'exig', 'ampli',
  'ofrec', 'inclu', 'incorpor', 'permit', 'cre', 'estren', 'present', 'abr', 'adopt', 'establec', 'implement', 'celebr', 'organiz', 'comercializ', 'activ',
  'termin', 'acab', 'dej', 'suprim', 'elimin', 'retir', 'cancel', 'cerr', 'suspend', 'descontinu', 'abol', 'derog', 'levant', 'paraliz', 'renunci', 'abandon',
  'clausur', 'prescind', 'quit', 'desactiv', 'baj', 'rebaj', 'reduc', 'recort', 'disminu', 'abarat', 'cambi', 'sustitu', 'reemplaz', 'redisen', 'renombr',
  'modific', 'actualiz', 'renov', 'reformul', 'revis', 'ajust', 'reestructur', 'transform', 'restablec', 'recuper', 'volv', 'reintroduc', 'rescat',
  'desped', 'contrat', 'reclut', 'asoci', 'patrocin', 'firm', 'colabor', 'un', 'don', 'destin', 'aport', 'financi', 'contribu', 'nombr', 'design', 'fich',
  'asum', 'aprob', 'promulg', 'prohib', 'restring', 'limit', 'vet', 'endurec', 'oblig', 'requer', 'compart', 'vend', 'utiliz', 'entren', 'recopil',
  'analiz', 'ced', 'pag', 'cost', 'anunci', 'comunic', 'inform', 'confirm', 'decid', 'acord', 'invert', 'congel', 'dedic', 'apost', 'extend', 'habilit',
  'regal', 'otorg', 'conced', 'traslad', 'mud', 'pas', 'dimit', 'destitu',
].join('|');
/** Nouns of people who receive a tariff, shared by the group and grandfathering patterns. */
const PAYERS = String.raw`(?:clientes|abonados|suscriptores|socios|usuarios|titulares|asegurados|estudiantes|alumnos|inquilinos|pacientes|aficionados|donantes|viajeros|miembros|contratos|planes)`;

/** Spanish. */
export const ES: Lexicon = {
  verbs: [
    // subir, aumentar, incrementar, encarecer, elevar, duplicar: raise.
    { re: re(String.raw`\b(sub${IR}|subidas?|aument(?:${AR}|os)|increment(?:${AR}|os)|encarec${ER}|encarezcan?|encarecimiento|elev(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando)|duplic${AR}|triplic${AR}|alzas?|al alza|revaloriz${AR0})\b(?! (?:de|del) (?:los |las |la |el )?(?:costes|costos|salarios|energia|combustibles?|materias primas|suministros|gastos|inflacion|ipc|precios (?:de|del) (?:la|los|las|el)))`), dir: 'up', lemma: 'raise', fallback: 'price' },
    // introducir, añadir/agregar, lanzar, empezar/comenzar, implantar, aplicar, ampliar, ofrecer, incluir, permitir, crear, poner en marcha, celebrar/organizar…
    {
      re: re(
        String.raw`\b(introdu(?:cir|ce|cen|cimos|jo|jeron|cira|ciran|ciremos|ciria|cido|cida|cidos|cidas|ciendo|zca|zcan)|introduccion|anad${IR}|agreg(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando|ado|ada|ados|adas)|lanz(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando|ado|ada|ados|adas)|lancen?|lanzamiento|empez(?:ar|o|amos|aron|ara|aran|aremos|ado|ando)|empiez(?:a|an)|empiecen?|comenz(?:ar|o|amos|aron|ara|aran|aremos|ado|ando)|comienz(?:a|an)|comiencen?|implant${AR}|implantacion|(?<!\bse )aplic(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando|ado|ada)|(?<!\bse )apliquen?|(?<!\b(?:un|una|mas|muy|tan|su|sus) )ampli${AR}|ampliacion|ofrec${ER}|ofrezcan?|inclu(?:ir|ye|yen|imos|yo|yeron|ira|iran|iremos|iria|yendo|ya|yan)|incorpor${AR0}|permit${IR}|habilit${AR0}|cre(?:a|an|ara|aran|aremos|ado|ada|ados|adas|ar|ando)|creacion|estren${AR0}|(?:pone|ponen|ponemos|pondra|pondran|pondremos|puso|pusieron|puesto|poner|poniendo) en marcha|puesta en marcha|present(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando|ado)|abr(?:e|en|imos|io|ieron|ira|iran|iremos|ir|iendo)|apertura|adopt${AR0}|establec${ER}|establezcan?|impon(?:e|en|emos|er|iendo)|impondr(?:a|an|emos)|impus(?:o|ieron)|impongan?|implement${AR0}|extiend(?:e|en)|extend(?:er|era|eran|io|ido|ida|emos)|celebr${AR0}|organiz${AR0}|acog(?:e|en|era|eran|io|ido|er)|alberg(?:a|an|ara|aran|o|ado|ar)|rehac(?:e|en|er)|rehara|reharan|rehizo|regal${AR0}|otorg${AR0}|conced(?:e|en|era|eran|io|ido|er)|comercializ${AR0}|activ(?:ara|aran|aremos|ado|ar))\b`,
      ),
      dir: 'up',
      lemma: 'introduce',
    },
    // "se aplicará", "entra en vigor": when or where a change holds, not a change by itself.
    { re: re(String.raw`\b(se aplic(?:a|an|ara|aran|o|aron|aria)(?: a)?|(?:entra|entran|entrara|entraran|entro|entraron|entrado|entrar) en vigor|entrada en vigor|(?:tendra|tendran|surtira|surtiran) efecto|(?:sera|seran|es|son) efectiv[oa]s?)\b`), dir: 'up', lemma: 'apply', weak: true },
    // bajar, reducir, rebajar, recortar, disminuir, abaratar: reduce.
    {
      re: re(
        String.raw`\b((?<!\b(?:de|temporada|gama|mas|muy|a la|en|tarifa|cuota|clase|planta) )baj(?:a|an|amos|ara|aran|aremos|ar|ando|ado|ada|ados|adas|aron|en)|bajadas?|rebaj${AR0}|rebajas|redu(?:cir|ce|cen|cimos|jo|jeron|cira|ciran|ciremos|ciria|cido|cida|cidos|cidas|ciendo|zca|zcan)|reduccion(?:es)?|recort${AR}|recortes|disminu(?:ir|ye|yen|imos|yo|yeron|ira|iran|iremos|ido|ida|yendo|ya|yan)|disminucion|abarat${AR}|abaratamiento|merm${AR0}|reducir a la mitad)\b`,
      ),
      dir: 'down',
      lemma: 'reduce',
      fallback: 'price',
    },
    // terminar, poner fin a, dejar de, ya no, suprimir, eliminar, retirar, cancelar, cerrar, suspender, descontinuar, derogar, levantar (una prohibición)…
    {
      re: re(
        String.raw`\b(termin(?:a|an|amos|ara|aran|aremos|ar|ando|ado|ada|aron)|(?:pone|ponen|ponemos|pondra|pondran|pondremos|puso|pusieron|puesto|poner|poniendo) (?:fin|punto final|termino) (?:a|al)|acab(?:a|an|ara|aran|aremos|o|aron|ar|ado) con|dej(?:a|an|amos|ara|aran|aremos|o|aron|ar|ado|ando|e|en) de(?: \w+(?:ar|er|ir)\b)?|ya no(?: se| lo| la| los| las)?(?: \w+)?|no (?:renovar\w*|seguir\w* \w+ndo|continuar\w*|volver\w* a \w+(?:ar|er|ir)\b)|suprim${IR}|supresion|elimin${AR}|eliminacion|retir${AR}(?! (?:dinero|efectivo|fondos))|retirada(?! de (?:dinero|efectivo|fondos))|${NOT_CUSTOMER}cancel${AR}|cerr(?:ar|amos|o|aron|ara|aran|aremos|ado|ada|ados|adas|ando)|cierr(?:a|an|e|en)|cierres?|suspend${ER}|suspension|(?:des|dis)continu${AR}|abol(?:ir|ira|iran|ido|ida|io|ieron)|abolicion|derog${AR0}|derogacion|levant${AR0}(?= (?:la |el |las |los |esta |este |dicha |dicho )?(?:prohibicion|veto|restriccion|restricciones|limitacion|limitaciones|obligacion|toque|suspension))|paraliz${AR0}|renunci(?:a|an|ara|aran|o|aron|ado|ar) a|abandon${AR}|desmantel${AR0}|clausur${AR}|prescind(?:e|en|ira|iran|io|ido|ir|iremos) de|quit(?:a|an|ara|aran|aremos|ado|ar|amos)|desactiv${AR0})\b`,
      ),
      dir: 'down',
      lemma: 'end',
    },
    // "cambiará el azúcar por estevia": a swap.
    { re: re(String.raw`\b(${NOT_CUSTOMER}cambi(?:a|an|ara|aran|o|aron|ar|ado)(?= (?:[\w-]+ ){0,5}?por (?!ciento\b)))`), dir: 'change', lemma: 'reformulate' },
    // cambiar, sustituir, reemplazar, rediseñar, renombrar, modificar, actualizar, renovar, reformular…
    {
      re: re(
        String.raw`\b(${NOT_CUSTOMER}(?<!\ba )cambi${AR}|(?<!\ba )cambios|sustitu(?:ir|ye|yen|imos|yo|yeron|ira|iran|iremos|ido|ida|yendo|ya|yan)|sustitucion|reemplaz${AR0}|reemplacen?|redisen${AR}|renombr${AR}|rebautiz${AR0}|modific${AR0}|modifiquen?|modificacion(?:es)?|actualiz${AR0}|actualicen?|actualizacion(?:es)?|${NOT_CUSTOMER}renov(?:ara|aran|aremos|ado|ada|o|aron|amos)|renuev(?:a|an)|renovacion|reformul${AR}|reformulacion|revis(?:a|an|ara|aran|aremos|o|ado|ada|ar)|ajust${AR}|reestructur${AR}|reestructuracion|transform${AR0}|migr(?:ara|aran|ado|ar)|pas(?:a|an|ara|aran|o|aron|ado|ar) a (?:llamarse|denominarse|ser|formar parte)|nueva imagen|nuevo aspecto|lavado de cara)\b`,
      ),
      dir: 'change',
      lemma: 'change',
    },
    // Una cantidad que pasa de una cifra a otra: "la tasa pasará de 95 a 140 euros", "el abono va de 30 a 36 euros".
    { re: re(String.raw`\b((?:pasa|pasan|pasara|pasaran|pasaria|va|van|ira|iran|cambia|cambiara|salta|saltara)(?= (?:a costar |a ser )?de (?:los |las )?[$€]?\s?\d))`), dir: 'change', lemma: 'cost', fallback: 'price' },
    // cobrar, "pagarán 3 €", "pedirá a los socios que paguen": a charge.
    { re: re(String.raw`\b((?<!\b(?:sin|no|gratis|gratuitamente) )cobr(?:a|an|amos|o|aron|ara|aran|aremos|ar|ando|ado|ada|ados|adas)|pedir\w* (?:\w+ ){0,3}que paguen|pag(?:ar|ara|aran|aremos|a|an|amos) (?:un |una |unos )?(?:\$|€|\d))\b`), dir: 'up', lemma: 'charge', fallback: 'fee' },
    // exigir, obligar a, requerir, "solo permitirá", "cerrará … al tráfico": a requirement.
    { re: re(String.raw`\b(exig(?:e|en|imos|io|ieron|ira|iran|iremos|ir|iendo|ido|ida)|exijan?|oblig(?:a|an|ara|aran|o|aron|ar)(?= a\b)|requ(?:iere|ieren|erira|eriran|erido|erir|iera|ieran)|solo (?:permit|admit|dej)\w*|cerr\w* (?:[\w-]+ ){0,10}?(?:al trafico|a los (?:coches|vehiculos|perros|visitantes|ciclistas|no socios|no residentes)|al publico))\b`), dir: 'up', lemma: 'require', fallback: 'rule' },
    // "abrirá … a todo el público", "permitirá la entrada a": access opened.
    { re: re(String.raw`\b((?:abr\w*|abierto|abiertos) (?:[\w-]+ ){0,4}?a (?:todo el mundo|todos|tod[oa]s l[oa]s \w+|el publico|todo el publico|los visitantes|los no socios|los no residentes)|permit\w* (?:la entrada|el acceso|entrar) a (?:todo el mundo|todos|el publico|los visitantes|los no socios|los no residentes)|dej\w* entrar a)\b`), dir: 'down', lemma: 'open up', implies: 'access' },
    { re: re(String.raw`\b(perder(?:a|an|ia|ian|an)? (?:su |sus )?(?:empleos?|puestos? de trabajo|trabajos?)|perd\w* (?:\S+ )?empleos)\b`), dir: 'down', lemma: 'lose jobs', implies: 'jobs' },
    // "será el nuevo entrenador", "se convertirá en la primera rectora".
    { re: re(String.raw`\b((?:se convertir\w* en|ser(?:a|an)|sera desde hoy) (?:el |la |su |nuestr[oa] )?(?:nuev[oa] |primer[oa]? |proxim[oa] )?(?:consejer[oa] delegad[oa]|director(?:a)?(?: ejecutiv[oa]| general)?|presidente|presidenta|entrenador(?:a)?|seleccionador(?:a)?|rector(?:a)?|decan[oa]|gerente))\b`), dir: 'up', lemma: 'appoint', implies: 'appointment' },
    // dimitir, destituir, cesar, "despide al entrenador", "rompe con": a leader goes.
    { re: re(String.raw`\b(dimit(?:e|en|io|ira|iran|ido|ir)|dimision|destitu(?:ye|yen|yo|ira|iran|ido|ir)|destitucion|ces(?:a|an|ara|aran|o|ado|ar) (?:al?|a la) |ces(?:e|ara|o) (?:como|en su cargo)|despid\w* (?:al|a la|a su) (?:primer )?(?:entrenador|entrenadora|seleccionador|director|directora|presidente|presidenta|consejer[oa] delegad[oa]|tecnico|gerente|rector|rectora)|prescind\w* de (?:los servicios de )?(?:su |el |la )?(?:entrenador|director|presidente|seleccionador|tecnico)|romp\w* (?:su relacion |relaciones |la relacion )?con|separ\w* (?:su camino|sus caminos) (?:de|del)|(?:deja|dejara|abandona|abandonara|renuncia|renunciara) (?:el|su|al) cargo)\b`), dir: 'down', lemma: 'remove', implies: 'appointment' },
    // "sacará el aceite de palma de sus galletas": taken out of a product.
    { re: re(String.raw`\b(sac(?:a|an|ara|aran|o|aron|ado|ar)(?! (?:dinero|efectivo))(?= (?:[\w-]+,? (?:y )?){0,8}?de\b))`), dir: 'down', lemma: 'remove' },
    // restablecer, recuperar, volver a, reintroducir: bring back.
    { re: re(String.raw`\b(restablec${ER}|restablezcan?|restablecimiento|recuper${AR0}|(?:vuelv(?:e|en|a|an)|volv(?:er|era|eran|eremos|io|ieron|emos|ido|iendo)) (?:a \w+(?:ar|er|ir)\b|al?\b)|vuelta al?|regres(?:a|an|ara|aran|o|aron|ar) al?|reinstaur${AR0}|reintrodu(?:cir|ce|cen|cira|ciran|cido|jo)|reactiv${AR0}|rescat(?:a|an|ara|aran|o|aron|ado|ar))\b`), dir: 'down', lemma: 'restore' },
    // despedir, despidos, ERE, recorte de plantilla, suprimir puestos.
    {
      re: re(
        String.raw`\b(despid(?:e|en|io|ieron|a|an|iendo)|desped(?:ir|ira|iran|iremos|ido|idos|imos)|despidos?|ere|erte|expedientes? de regulacion(?: temporal)? de empleo|recort\w* (?:de |en )?(?:la |su |nuestra )?(?:plantilla|empleos?|puestos(?: de trabajo)?|personal)|reduc\w* (?:de |en )?(?:la |su |nuestra )?(?:plantilla|personal)|ajustes? de plantilla|suprim\w* (?:unos |mas de |hasta )?(?:\d[\d.]* )?(?:puestos|empleos)|supresion de (?:\d[\d.]* )?(?:puestos|empleos)|elimin\w* (?:unos |mas de |hasta )?(?:\d[\d.]* )?(?:puestos|empleos)|destru\w* (?:\d[\d.]* )?(?:puestos|empleos?)|prescind\w* de (?:\d[\d.]* )?(?:trabajadores|empleados|personas)|salida de (?:\d[\d.]* )?(?:trabajadores|empleados|personas)|bajas incentivadas|prejubilaciones)\b`,
      ),
      dir: 'down',
      lemma: 'lay off',
      implies: 'jobs',
    },
    // contratar (workers, not a customer contracting a plan), crear empleo, incorporar N personas.
    {
      re: re(
        String.raw`\b(contrat\w* (?:a )?(?:unos |unas |mas de |hasta |otros |otras )?(?:\d[\d.]* )?(?:nuev[oa]s )?(?:trabajador\w*|emplead[oa]s|personas|profesionales|personal|docentes|profesores|enfermer[oa]s|medicos|conductores|agentes|tecnicos|ingenieros)|(?:crea|crean|creara|crearan|creamos|crear|creando|creado) (?:unos |mas de |hasta )?(?:\d[\d.]* )?(?:nuevos )?(?:empleos|puestos(?: de trabajo)?)|creacion de (?:\d[\d.]* )?(?:nuevos )?(?:empleos|puestos)|generar\w* (?:\d[\d.]* )?(?:nuevos )?(?:empleos|puestos)|reclut${AR}|(?:incorpor|sum)\w* (?:a )?(?:\d[\d.]* )(?:nuev[oa]s )?(?:trabajador\w*|emplead[oa]s|profesionales|personas))\b`,
      ),
      dir: 'up',
      lemma: 'hire',
      implies: 'jobs',
    },
    // asociarse con, aliarse con, patrocinar, firmar un acuerdo con, colaborar con.
    {
      re: re(
        String.raw`\b((?:se )?asoci\w* con|(?:se )?ali(?:a|an|ara|aran|o|aron|ado|ar) con|patrocin(?:a|an|ara|aran|aremos|o|aron|ado|ar|ando|amos)|firm\w* (?:un |una |el |la |nuevo |nueva )?(?:\w+ )?(?:acuerdo|alianza|convenio|contrato) (?:\w+ ){0,3}?con|colabor(?:a|an|ara|aran|aremos|o|aron|ar|ando|amos) con|un\w* fuerzas con|respald${AR0}|se (?:une|unira|unen|uniran|unio) a)\b`,
      ),
      dir: 'up',
      lemma: 'partner',
      implies: 'partnership',
    },
    // donar, aportar, destinar X euros, financiar, contribuir, "entregará 5.000 € al banco de alimentos".
    {
      re: re(
        String.raw`\b(don(?:a|an)(?= (?:el|la|los|las|un|una|unos|unas|su|sus|parte|todo|toda|todos|\d|mas|hasta|cada|nuestr\w*))|don(?:amos|ara|aran|aremos|o|aron|ado|ada|ar|ando)|destin(?:a|an|ara|aran|o|aron|ado|ar|aremos) (?:mas de |unos |hasta )?\d[\d.,]* ?(?:millones? (?:de )?)?(?:euros|dolares|pesos)|aport(?:a|an|amos|ara|aran|aremos|o|aron|ado|ar)|contribu(?:ir|ye|yen|imos|yo|yeron|ira|iran|iremos|ido) (?:\S+ )?(?:a|al|con)|entreg\w* (?:[\w$%.,€]+ ){0,8}?(?:a|al) (?:los |las |la |el )?(?:[\w-]+ ){0,3}(?:bancos? de alimentos|ong|fundacion|hospital(?:es)?|refugios?|albergues?|comedores sociales|cruz roja|caritas|asociacion(?:es)?|entidades (?:sociales|beneficas)))\b`,
      ),
      dir: 'up',
      lemma: 'donate',
      implies: 'donation',
    },
    // nombrar, designar, fichar/incorporar a X como.
    {
      re: re(
        String.raw`\b(nombr(?:a|an|amos|ara|aran|aremos|o|aron|ado|ada|ados|adas|ar|ando)|nombramiento|design(?:a|an|ara|aran|o|aron|ado|ada|ar)|designacion|fich(?:a|an|ara|aran|o|aron|ado|ar)(?: a)? \S+ (?:\S+ )?como|incorpor\w* a \S+ (?:\S+ )?como|(?:da|dan|dara|daran|damos) la bienvenida a \S+ (?:\S+ )?como|asum(?:ira|iran|e|en|io) (?:el cargo|la presidencia|la direccion|la rectoria|el banquillo|la gerencia)|elegid[oa] (?:nuev[oa]|como))\b`,
      ),
      dir: 'up',
      lemma: 'appoint',
      implies: 'appointment',
    },
    // aprobar (una ley, una ordenanza), promulgar, firmar el decreto: enact.
    { re: re(String.raw`\b(aprob(?:ar|amos|o|aron|ara|aran|aremos|ado|ada|ados|adas|ando)|aprueb(?:a|an|e|en)|promulg${AR0}|firm\w* (?:ayer |hoy |esta manana )?(?:el|un|la|una|dicho|dicha|este|esta) (?:nuev[oa] )?(?:decreto|ley|ordenanza|bando|orden|norma|reglamento)|decret(?:a|an|ara|aran|ado|ada|ar|aron))\b`), dir: 'up', lemma: 'enact', fallback: 'rule' },
    // prohibir, restringir, limitar, vetar, endurecer, poner un tope.
    { re: re(String.raw`\b(prohib${IR}|restring(?:ir|e|en|imos|io|ieron|ira|iran|iremos|ido|ida|iendo)|restrinjan?|limit(?:a|an|amos|ara|aran|aremos|o|aron|ado|ada|ar|ando)|vet(?:a|an|ara|aran|o|ado|ar)|endurec${ER}|endurezcan?|regul(?:a|an|ara|aran)|pon\w* (?:un )?(?:tope|limite) a)\b`), dir: 'up', lemma: 'restrict', fallback: 'rule' },
    // "El centro será Zona de Bajas Emisiones": declaring a restricted zone is a new rule.
    { re: re(String.raw`\b((?:sera|seran|se convertira en|pasara a ser) (?:una )?(?:zona de bajas emisiones|zbe|zona peatonal|zona azul|zona 30))\b`), dir: 'up', lemma: 'require', implies: 'public_rule' },
    // "tendrán que", "deberán", "será obligatorio", "ya no podrán", "no se permitirá": a requirement.
    { re: re(String.raw`\b(tendr(?:a|an|emos) que|deber(?:a|an|emos)|(?:sera|seran|es|son) obligatori[oa]s?|(?:estara|estaran) obligad[oa]s? a|(?:ya )?no (?:se )?podr(?:a|an|emos|as) (?:circular|entrar|acceder|aparcar|estacionar|usar|utilizar|pasar|vender|fumar|\w+)|no se permitir(?:a|an)|no (?:estara|estaran) permitid[oa]s?|(?:sera|seran) necesari[oa]s?|habra que|se exigir(?:a|an))\b`), dir: 'up', lemma: 'require', fallback: 'rule' },
    { re: re(String.raw`\b((?:estara|estaran) disponibles?|(?:saldra|saldran) a la venta|(?:se )?pondr(?:a|an) a la venta|llegar(?:a|an) a (?:las tiendas|los supermercados))\b`), dir: 'up', lemma: 'offer' },
    // compartir, vender, ceder, usar, utilizar, entrenar, recopilar, analizar, leer (data).
    {
      re: re(
        String.raw`\b(compart${IR}|vend(?:e|en|emos|io|ieron|era|eran|eremos|ido|ida|idos|er|iendo|a|an)|venta de|us(?:a|an|amos|ara|aran|aremos|aron|ado|ada|ados|adas|ar|ando)|utiliz${AR0}|utilicen?|entren(?:a|an|amos|ara|aran|aremos|o|ado|ar|ando)|entrenamiento|ensen(?:a|an|ara|aran|ar)|recopil${AR}|recopilacion|recog(?:e|en|emos|era|eran|eremos|io|ido|ida|er|iendo)|recojan?|rastre${AR0}|analiz${AR0}|analicen?|monitoriz${AR0}|escane${AR0}|grab(?:a|an|ara|aran|o|ado|ar|ando)|ced(?:e|en|era|eran|eremos|io|ido|er|iendo)|transfer(?:ira|iran|ir|ido)|revel(?:a|an|ara|aran|ar)|facilit(?:a|an|ara|aran|ar)(?= (?:\w+ ){0,4}a (?:terceros|anunciantes|socios|empresas))|comprob\w*(?= (?:las |sus |tus )?(?:fotos|imagenes|mensajes|archivos))|cotej\w*|le(?:e|en|era|eran|er)(?= (?:los |las |sus |tus )?(?:mensajes|correos|conversaciones))|proces(?:a|an|ara|aran|ado|ar)|trat(?:a|an|ara|aran|ar)(?= (?:sus |los |tus |vuestros )?datos))\b`,
      ),
      dir: 'up',
      lemma: 'use',
    },
    { re: re(String.raw`\b((?:tendra|tendran) un precio de|cuesta|cuestan|cost(?:ara|aran|aba|aban|aria|ar)|pas(?:a|an|ara|aran) a (?:costar|valer|ser de)|valdr(?:a|an)|ser(?:a|an) de|(?:se )?(?:situa|situara|situaran|queda|quedara|quedaran|fija|fijara) en)\b`), dir: 'change', lemma: 'cost', fallback: 'price' },
  ],
  classTerms: [
    {
      re: re(
        String.raw`\b(precios?|tarifas?(?! de (?:servicio|gestion|cancelacion|alta|conveniencia|reserva))|cuotas?(?! de (?:mantenimiento|servicio|gestion|alta|genero|diversidad))|suscripcion(?:es)?|abonos?(?! (?:de|del) (?:importe|dinero|la diferencia))|matriculas?|tasas? (?:de matricula|universitarias|academicas)|colegiaturas?|mensualidad(?:es)?|alquiler(?:es)?|rentas? (?:mensual(?:es)?|del alquiler)|primas?(?! de riesgo)|billetes?|boletos?|pasajes?|entradas?(?! en vigor)|pases? de temporada|carnets? de socio|facturas?|recibos?|pvp|precio de venta|(?:coste|costo) (?:de|del)|plan(?:es)? (?:mensual|anual|basico|premium|familiar|estandar|individual|profesional|de (?:datos|pago|suscripcion))(?:es)?|tarifa plana|abono (?:de temporada|transporte|mensual))\b`,
      ),
      cls: 'price',
    },
    {
      re: re(
        String.raw`\b(comision(?:es)?|recargos?|suplementos?|(?<!\b(?:el|su|del|al) )cargos? (?:por|de|adicional(?:es)?|extra|fijo)|gastos? de (?:gestion|envio|tramitacion|mantenimiento|servicio|cancelacion|emision|reserva|custodia)|cuotas? de (?:mantenimiento|servicio|gestion|alta)|tarifas? de (?:servicio|gestion|cancelacion|alta|conveniencia|reserva)|penalizacion(?:es)? por|tasas? de (?:gestion|servicio|reserva|emision|tramitacion)|cargos? (?:mensual|anual|diario|semanal|unico|nuevo|extra|adicional)(?:es)?|pago por (?:vision|uso|visita)|por (?:partido|encuentro|uso|viaje|trayecto|visita|descarga|sesion|maleta|bulto))\b`,
      ),
      cls: 'fee',
    },
    {
      re: re(
        String.raw`\b(impuestos?(?! incluidos?)|tasas?(?! de (?:paro|desempleo|interes|natalidad|mortalidad|inflacion|matricula|gestion|servicio|reserva|emision|tramitacion|ahorro|actividad)| universitarias| academicas)|tributos?|peajes?|gravamen(?:es)?|(?<!\b(?:con|sin|mas) )iva(?! incluido| incl| no incluido| aparte)|ibi|ecotasa|tasa turistica|arancel(?:es)?|canon(?:es)?|tasa de congestion|peaje urbano|cargo por congestion|contribucion(?:es)? especial(?:es)?)\b`,
      ),
      cls: 'tax',
    },
    {
      re: re(
        String.raw`\b(ventajas?|beneficios|(?:acceso|aparcamiento|parking|comidas?|comedor|desayunos?|almuerzos?|wifi|wi-fi|entrada|envios?|devoluciones|transporte|matricula|guarderia|portatil(?:es)?|maletas? facturadas?|natacion|piscina)(?: \w+)? (?:gratuit[oa]s?|gratis)|gratuidad (?:de(?:l| la| los| las)? )?\w+|portatiles|puntos (?:de (?:fidelidad|recompensa)|por cada|acumulados)|programas? de (?:puntos|fidelizacion|lealtad|fidelidad)|descuentos?|funciones|funcionalidad(?:es)?|prestaciones|descargas?|(?:modo|reproduccion|visualizacion) sin conexion|garantias?|becas?|ayudas|bonos?|pagas? extras?|paga extraordinaria|pension(?:es)?|gimnasio|guarderia|comedor(?:es)? escolar(?:es)?|teletrabajo|trabajo (?:hibrido|remoto|a distancia)|semana (?:laboral )?de cuatro dias|jornada (?:laboral )?de cuatro dias|jornada intensiva|permisos? (?:retribuidos?|pagados?|de paternidad|de maternidad)|seguro medico|cheques? (?:comida|restaurante|guarderia)|tickets? restaurante|programas? (?:de|para)|bonificacion(?:es)?|regalos? de bienvenida)\b`,
      ),
      cls: 'benefit',
    },
    {
      re: re(
        String.raw`\b(lineas? (?:telefonicas?|de atencion)|oficinas? de correos|mostrador(?:es)?|servicios?|horarios?(?: de (?:apertura|atencion))?|atencion (?:al cliente|telefonica|presencial|al publico)|lineas? de atencion|centros? de (?:atencion|llamadas)|call center|sucursal(?:es)?|oficinas?|tiendas?|establecimientos|rutas?|lineas? (?:de (?:autobus|metro|tren|cercanias)|nocturnas?)|frecuencias?|trenes|autobuses|entregas?|repartos? a domicilio|recogida de (?:basuras?|residuos)|anuncios|publicidad|calidad de (?:imagen|video|emision|sonido)|resolucion|ventanillas?|cajeros?(?: automaticos)?|consultorios?|ambulatorios?|clinicas?|urgencias|salas? vip|cobertura|piscinas?|bibliotecas?|polideportivos?|centros? de salud|centros? civicos?|instalaciones (?:deportivas|municipales))\b`,
      ),
      cls: 'service_level',
    },
    {
      re: re(
        String.raw`\b((?<!(?:\d ?(?:gb|mb|gigas|megas) de|\bmas|\bsin|\bbono de|\btarifa de|\bplan de) )datos(?! (?:moviles|ilimitados|extra|adicionales|en roaming))(?: personales| de (?:ubicacion|localizacion|salud|contacto|navegacion|uso|consumo|compra|los (?:clientes|usuarios)|sus (?:clientes|usuarios)))?|informacion (?:personal|de (?:los |sus )?(?:clientes|usuarios)|medica|de salud|sensible)|historial(?:es)? de (?:ubicacion|navegacion|compras?|busqueda|visualizacion|reproduccion)|habitos de (?:escucha|consumo|visualizacion|compra)|perfiles de (?:usuario|cliente)s?|registros de (?:llamadas|actividad)|ubicacion (?:en tiempo real|de (?:los|sus) usuarios)|actividad (?:en linea|online|de navegacion|de (?:los |sus )?usuarios)|lo que (?:compran|ven|leen|escuchan|buscan)|(?:fototeca|galeria de fotos|carrete)|(?:lista|agenda) de contactos|por donde (?:se mueven|van|viajan)|(?:las )?aplicaciones que (?:usa|usan|utiliza|utilizan)|(?:asistencia|calificaciones) de (?:los |sus )?(?:alumnos|estudiantes)|numeros de telefono|direcciones de correo(?: electronico)?|correos electronicos|(?:escane|analiz|revis|le|comprob)\w* (?:\w+ ){0,2}(?:fotos|imagenes|mensajes|conversaciones|archivos))\b`,
      ),
      cls: 'data_sharing',
    },
    {
      re: re(
        String.raw`\b((?:inteligencia artificial|ia|aprendizaje automatico|modelos? de (?:ia|lenguaje))\b.{0,40}\b(?:fotos?|fotografias?|publicaciones?|contenidos?|imagen(?:es)?|obras?|textos?|grabaciones?|voz|voces|mensajes?|archivos?|videos?|canciones?|dibujos?|ilustraciones?|creaciones?)|(?:fotos?|fotografias?|publicaciones?|contenidos?|imagen(?:es)?|obras?|textos?|grabaciones?|voz|voces|mensajes?|archivos?|videos?|canciones?|dibujos?|ilustraciones?|relatos|poemas|trabajos)\b.{0,60}\b(?:entrenar|entrenamiento|ensenar|inteligencia artificial|ia|modelos?|asistentes?|chatbots?|herramientas de (?:ia|generacion)))\b`,
      ),
      cls: 'ai_content',
    },
    {
      re: re(
        String.raw`\b(empleos?|puestos(?: de trabajo)?|plantillas?|trabajador(?:es|as)|emplead[oa]s|(?<=\b(?:el|del|al|su|nuestro|de) )personal(?! (?:de caracter|de uso|es\b))|despidos|ere|erte|plazas (?:docentes|de (?:profesor|medico|enfermer)\w*)|recortes? de plantilla)\b`,
      ),
      cls: 'jobs',
    },
    {
      re: re(
        String.raw`\b((?:salarios?|sueldos?|retribucion(?:es)?|remuneracion(?:es)?|bonus|bonificacion(?:es)?|paquetes? retributivos?|compensacion(?:es)?|incentivos?|blindajes?)(?: anual(?:es)?| variable)? (?:del?|de la|de los|de las|de su|de sus|de nuestro|de nuestra|de nuestros) (?:\w+ )?(?:consejer[oa]s? delegad[oa]s?|director(?:a|es)? ejecutiv[oa]s?|ceo|presidente|presidenta|directivos|alta direccion|consejeros|consejo de administracion|cupula|primer ejecutivo)|(?:consejer[oa] delegad[oa]|ceo|directivos|alta direccion) (?:cobrara|percibira|ganara)n?|(?:recorte|reduccion|rebaja|subida|aumento|incremento) (?:de|del) (?:su |sus )?(?:sueldos?|salarios?|retribucion)|renunci\w* a (?:su |sus )?(?:bonus|bonificacion(?:es)?|variable|retribucion variable))\b`,
      ),
      cls: 'executive_pay',
    },
    {
      re: re(
        String.raw`\b(recetas?|formulas?|formulacion(?:es)?|ingredientes?|edulcorantes?|azucar(?:es)? anadidos?|contenido (?:de|en) azucar|colorantes?(?: artificiales)?|aromas? artificiales|saborizantes?|conservantes?|aditivos?|aceite de palma|jarabe de (?:glucosa|maiz)|estevia|stevia|sacarina|aspartamo|sucralosa|azucar de cana|grasas? (?:trans|saturadas)|nuevo sabor|sabor original|receta original)\b`,
      ),
      cls: 'formula',
    },
    {
      re: re(
        String.raw`\b(tamanos?|formatos?|tamano del (?:paquete|envase)|gramos|kilos?|kilogramos|mililitros|centilitros|litros?|porcion(?:es)?|raciones?|unidades por (?:paquete|caja|bolsa|envase)|mas pequen[oa]s?|menos (?:\w+ )?por (?:paquete|envase|caja|bolsa|unidad)|peso neto|contenido neto|\d{2,} ?(?:g|gr)|\d+ ?(?:kg|ml|cl))\b`,
      ),
      cls: 'size',
    },
    {
      re: re(
        String.raw`\b(logotipos?|logos?|(?<!\b(?:en|a|por|bajo) )nombres?(?! de (?:usuario|dominio))|marcas?|imagen (?:de marca|corporativa|del club|de la marca)|identidad (?:visual|corporativa|de marca)|escudos?|emblemas?|insignias?|camisetas?|equipacion(?:es)?|uniformes?|mascotas?|colores|disenos?|tipografias?|apodos?|aspecto|himno del club|denominacion)\b`,
      ),
      cls: 'brand_identity',
    },
    {
      re: re(
        String.raw`\b(accesos?|contrasenas? compartidas|cuentas? compartidas|(?:uso|acceso) compartido de (?:cuentas|contrasenas)|compartir (?:la |las |su |sus |tu |tus )?(?:contrasenas?|cuentas?)|admision|limites? de edad|edad minima|verificacion de (?:edad|identidad)|controles? de (?:identidad|acceso)|solo (?:para )?socios|limites? (?:de uso|al uso|en el uso)|cupos?|aforos?|horario de uso|condiciones de uso|requisitos?|visitantes|invitados|(?:cita|reserva) previa|elegibilidad|vincul\w* (?:la |su |tu |una )?cuentas?|inicio de sesion|iniciar sesion|verificacion|(?:mismo|el mismo) (?:hogar|domicilio)|misma (?:vivienda|casa))\b`,
      ),
      cls: 'access',
    },
    {
      re: re(
        String.raw`\b(\d+ ?km\/h|leyes|ley|normas?|normativas?|reglamentos?|ordenanzas?|decretos?|bandos?|prohibicion(?:es)?|restricciones|obligacion(?:es)?|obligatoriedad|limites? de velocidad|zonas? de bajas emisiones|zbe|zonas? (?:peatonal(?:es)?|azul(?:es)?|30)|toque de queda|codigos? de vestimenta|uniforme obligatorio|codigos? de conducta|(?:(?:los |el )?(?:telefonos |uso de (?:los )?(?:telefonos )?)?moviles) (?:en|durante) (?:las |el |la |los )?(?:aulas?|clases?|horario lectivo|colegios?|centros educativos|recreos?)|fumar|tabaco|(?:estacionamiento|aparcamiento) regulado|licencias?|permisos?(?! (?:retribuidos?|pagados?|de paternidad|de maternidad))|camaras?(?: de (?:vigilancia|trafico|reconocimiento facial))?|multas?|sanciones|vigilancia|reglas?|politicas? de|pisos turisticos|viviendas? de uso turistico|botellon)\b`,
      ),
      cls: 'public_rule',
    },
    {
      re: re(
        String.raw`\b(bancos? de alimentos|organizaciones beneficas|entidades (?:sociales|beneficas)|donacion(?:es)?|donativos?|subvencion(?:es)?|aportacion(?:es)?|fondos (?:para|a|destinados)|financiacion (?:para|a|de)|beneficencia|benefic[oa]s?|fines beneficos|causas? solidarias?|ayuda economica (?:a|para)|(?:parte|porcentaje|\d+ ?%) de (?:los|las|sus) (?:beneficios|ingresos|ventas|recaudacion))\b`,
      ),
      cls: 'donation',
    },
    {
      re: re(
        String.raw`\b(alianzas?|socios? (?:comercial(?:es)?|estrategic[oa]s?|oficial(?:es)?|tecnologic[oa]s?|principal(?:es)?)|colaboracion(?:es)?|patrocinios?|patrocinador(?:es|a|as)?(?: oficial(?:es)?)?|embajador(?:es|a|as)?(?: de (?:la )?marca)?|portavoz|influencers?|creador(?:a|es|as) de contenido|acuerdos? (?:de (?:colaboracion|patrocinio)|comercial(?:es)?)|convenios?)\b`,
      ),
      cls: 'partnership',
    },
    {
      re: re(
        String.raw`\b(consejer[oa] delegad[oa]|director(?:a)? ejecutiv[oa]|ceo|presidente|presidenta|primer entrenador|director(?:a)?(?: general| deportiv[oa]| tecnic[oa])?|entrenador(?:a)?|seleccionador(?:a)?|gerente|rector(?:a)?|decan[oa]|comisionad[oa]|jefe|jefa|superintendente)\b`,
      ),
      cls: 'appointment',
    },
    // Causes with an ideological valence.
    { re: re(String.raw`\b(diversidad(?!(?: sexual| afectivo-sexual))|equidad|inclusion|dei|accion afirmativa|discriminacion positiva|cuotas de (?:genero|diversidad)|planes? de (?:diversidad|igualdad|inclusion)|objetivos de diversidad|proveedores diversos)\b`), cls: 'cause', cause: 'dei' },
    { re: re(String.raw`\b(orgullo(?: lgtbi?q?| lgbtiq?| gay| critico)?|lgtbi?q?|lgbti?q?|colectivo lgt\w*|gays?|gais|lesbianas?|homosexual(?:es)?|(?:parejas|matrimonio) del mismo sexo|queer|arco ?iris|diversidad (?:sexual|afectivo-sexual))\b`), cls: 'cause', cause: 'lgbtq' },
    { re: re(String.raw`\b(transgenero|transexual(?:es)?|personas trans|(?:mujer|mujeres|hombre|hombres|deportistas?|atletas?|influencer|creador[a]?) trans|no binari[oa]s?|identidad de genero|genero neutro|lenguaje inclusivo|ley trans)\b`), cls: 'cause', cause: 'transgender' },
    { re: re(String.raw`\b(clima|climatic[oa]s?|cambio climatico|cero emisiones|emisiones (?:netas|cero)|reduccion de emisiones|objetivos? de emisiones|neutralidad (?:de |en )?carbono|neutralidad climatica|huella de carbono|descarbonizacion|sostenib\w+|renovables?|energia verde|energias limpias|esg|combustibles fosiles|compromisos? (?:medioambientales?|climaticos?)|medio ?ambiente|medioambientales?|transicion ecologica|agenda 2030)\b`), cls: 'cause', cause: 'climate' },
    { re: re(String.raw`\b((?:fusiles|rifles|armas) de asalto|venta de armas|armas de fuego|vender armas|municion|control de armas|control de antecedentes)\b`), cls: 'cause', cause: 'gun_control' },
    { re: re(String.raw`\b(derecho a portar armas|segunda enmienda|nra|asociacion nacional del rifle|caza y tiro|tiro deportivo|lobby de las armas|federacion de caza)\b`), cls: 'cause', cause: 'gun_rights' },
    { re: re(String.raw`\b(justicia racial|black lives matter|blm|antirracis\w+|equidad racial|brutalidad policial|violencia policial|arrodill\w*|justicia social|racismo)\b`), cls: 'cause', cause: 'racial_justice' },
    { re: re(String.raw`\b(policias?|fuerzas (?:y cuerpos )?de seguridad|cuerpos de seguridad|guardia civil|agentes del orden|fuerzas del orden|primeros intervinientes)\b`), cls: 'cause', cause: 'police' },
    { re: re(String.raw`\b(inmigrantes?|inmigracion|refugiad[oa]s?|asilo|migrantes?|indocumentad[oa]s?|sin papeles|dreamers)\b`), cls: 'cause', cause: 'immigration' },
    { re: re(String.raw`\b(aborto|interrupcion voluntaria del embarazo|salud reproductiva|derechos reproductivos|planned parenthood|pro ?vida|pro ?eleccion)\b`), cls: 'cause', cause: 'reproductive' },
    { re: re(String.raw`\b((?<!\bbuena )fe|cristian[oa]s?|iglesias?|oracion|biblia|religios[oa]s?|biblic[oa]s?|dios|catolic[oa]s?|semana santa|valores (?:familiares|tradicionales|cristianos))\b`), cls: 'cause', cause: 'religion' },
    { re: re(String.raw`\b(patriotic[oa]s?|patriotismo|militar(?:es)?|veteranos de guerra|tropas|fuerzas armadas|ejercito|soldados|bandera|himno nacional|hecho en (?:espana|mexico|colombia|argentina|chile|peru)|fiesta nacional)\b`), cls: 'cause', cause: 'patriotic' },
  ],
  groups: [
    {
      re: re(
        String.raw`\b(${PAYERS} (?:actuales|existentes|de siempre|fieles|veteranos|ya (?:registrados|matriculados|abonados|suscritos))|(?:nuestr[oa]s|sus|l[oa]s) (?:actuales|fieles|antiguos) ${PAYERS}|(?:todos )?nuestr[oa]s ${PAYERS}|quienes ya (?:son|sean|tienen|tengan)|los que ya (?:son|sean|tienen|tengan))\b`,
      ),
      group: 'existing customers',
      role: 'customer',
      existing: true,
    },
    { re: re(String.raw`\b(nuev[oa]s (?:clientes|abonados|suscriptores|socios|usuarios|altas|alumnos|estudiantes|contratos|inquilinos|solicitantes|contrataciones|miembros)|(?:clientes|abonados|suscriptores|socios|usuarios|alumnos|estudiantes) nuev[oa]s|altas nuevas)\b`), group: 'new customers', role: 'customer' },
    { re: re(String.raw`\b(clientes?|abonad[oa]s?|suscriptor(?:es|a|as)?|socios?|socias|usuari[oa]s?|compradores?|consumidor(?:es|a|as)?|huespedes|pasajeros?|viajeros?|pacientes?|titulares|asegurad[oa]s|oyentes|lectores|jugadores|comensales|miembros)\b`), group: 'customers', role: 'customer' },
    { re: re(String.raw`\b(aficionad[oa]s|aficion|hinchas?|seguidor(?:es|as)|penistas|espectadores)\b`), group: 'fans', role: 'customer' },
    { re: re(String.raw`\b(estudiantes|alumn[oa]s|alumnado|familias|padres|madres|progenitores|solicitantes|exalumn[oa]s|antiguos alumnos|universitari[oa]s)\b`), group: 'students and families', role: 'customer' },
    { re: re(String.raw`\b(vecin[oa]s|vecindario|residentes|ciudadan[oa]s|ciudadania|hogares|propietari[oa]s|inquilin[oa]s|contribuyentes|conductores|automovilistas|ciclistas|peatones|la poblacion|votantes|empadronad[oa]s|comunidad(?:es)?|el publico)\b`), group: 'residents', role: 'public' },
    { re: re(String.raw`\b(emplead[oa]s|plantilla|trabajador(?:es|as)|(?<=\b(?:el|del|al|su|nuestro) )personal|companer[oa]s|enfermer[oa]s|docentes|profesores|profesorado|funcionari[oa]s|sindicatos?|comite de empresa|representantes de los trabajadores)\b`), group: 'employees', role: 'employee' },
    { re: re(String.raw`\b(creador(?:es|as)|desarrolladores|vendedores|comercios|comerciantes|proveedores|franquiciad[oa]s|concesionari[oa]s|anfitriones|artistas|socios comerciales|pymes|pequenas empresas|empresas|negocios|minoristas|restaurantes|hosteleros|hosteleria|clubes|autonomos|distribuidores)\b`), group: 'partners', role: 'partner' },
    { re: re(String.raw`\b(accionistas|inversores|inversionistas|bonistas)\b`), group: 'investors', role: 'partner' },
    { re: re(String.raw`\b(donantes|voluntari[oa]s|socios colaboradores|mecenas|benefactores|padrinos)\b`), group: 'donors', role: 'customer' },
  ],
  framing: {
    justification: [
      re(
        String.raw`\b(cumplir con (?:la |las |el |los )?(?:nuevas? |nuevos? )?(?:normativa|ley|leyes|regulacion|reglamento|obligaciones)|porque|debido (?:a|al)|se debe (?:a|al)|se deben (?:a|al)|obedece (?:a|al)|(?:cubrir|cubra) el coste (?:real )?del servicio|a causa de|como consecuencia de|a consecuencia de|por (?:el|la) (?:aumento|subida|incremento|encarecimiento|alza) de|por falta de|ante (?:el|la) (?:aumento|subida|incremento|encarecimiento|alza)|con el (?:fin|objetivo|proposito) de|a fin de|para (?:poder )?(?:seguir|cubrir|compensar|financiar|invertir|mantener|garantizar|afrontar|hacer frente a|sufragar|costear|asegurar|proteger|mejorar|reducir (?:la contaminacion|el trafico|la congestion|las emisiones|el ruido))|(?:aumento|subida|incremento|encarecimiento|alza)s? (?:de|del) (?:los |las |la |el )?(?:costes|costos|precios|salarios|energia|combustibles?|materias primas|suministros|gastos)|(?:costes|costos|gastos) (?:han|se han) (?:aumentado|subido|disparado|incrementado|crecido|duplicado)|(?:costes|costos|precios) (?:crecientes|mas altos|al alza|disparados)|inflacion|ipc|para (?:ser|seguir siendo) sostenibles?|viabilidad|(?:esto|este cambio|esta medida) nos (?:permitira|ayudara)|nos permitira|lo recaudado|la recaudacion|los ingresos (?:se destinaran|iran|obtenidos)|se destinar(?:a|an) (?:integramente )?(?:a|al)|se reinvertir(?:a|an)|el motivo|la razon|por (?:eso|ello|este motivo|esta razon)|primera subida (?:en|desde)|primer (?:aumento|incremento|cambio|ajuste) (?:en|desde)|tras \w+ anos sin|no (?:hemos )?(?:subido|cambiado|modificado|actualizado|tocado) (?:nuestr[oa]s |l[oa]s |sus )?(?:precios|tarifas|cuotas|abonos) (?:desde|en)|(?:costes|gastos|facturas|lo que pagamos)(?: \S+){0,6} (?:ha|han) (?:subido|aumentado|crecido|duplicado|disparado)|para seguir \w+ndo)\b`,
      ),
    ],
    grandfathering: [
      re(
        String.raw`\b(${PAYERS} (?:actuales|existentes|de siempre|ya (?:registrados|matriculados|abonados|suscritos))\b.{0,60}\b(?:mantendran|mantienen|mantendra|conservaran|conservan|seguiran|continuaran|no (?:se veran afectad[oa]s|veran|pagaran|notaran|tendran|sufriran)|quedan exent[oa]s|quedaran exent[oa]s|estaran exent[oa]s|no cambia|sin cambios)|(?:no|nunca) (?:afectara|afecta|se aplicara|se aplica|tendra efecto|cambia(?:ra)? nada) (?:a|en|para) (?:los |las |nuestr[oa]s )?${PAYERS} (?:actuales|existentes|ya|que ya)|(?:solo|unicamente|exclusivamente) (?:para|a|afectara a|se aplicara a|se aplica a) (?:los |las )?nuev[oa]s|(?:para )?nuev[oa]s (?:clientes|abonados|suscriptores|socios|usuarios|altas|alumnos|estudiantes|contratos|contrataciones) (?:unicamente|exclusivamente|solamente)|(?:mantendran|conservaran|mantienen|conservan|respetaremos|respetara|se respetaran|se respetara) (?:su |sus |las |los |el |la )?(?:actual(?:es)? )?(?:tarifas?|precios?|cuotas?|planes?|condiciones|abonos?|contratos?|matriculas?)|(?:precio|tarifa|cuota) (?:congelad[oa]|garantizad[oa]|bloquead[oa])|(?:quienes|los que|las que) ya (?:tengan|tienen|sean|son|paguen|pagan|esten|estan|disfrut\w*|pose\w*)\b[^.;]{0,80}\b(?:mantendran|seguiran|conservaran|no (?:pagaran|veran|tendran|notaran))|nunca pagaran)\b`,
      ),
    ],
    apology: [re(String.raw`\b(lo sentimos|sentimos (?:las molestias|mucho|profundamente|los inconvenientes)|pedimos (?:disculpas|perdon)|nos disculpamos|disculpas|perdon|lamentamos|lamentablemente|sabemos que (?:esta|este|esto)|entendemos (?:que|la|el|su|vuestra)|somos conscientes|nos equivocamos|hemos cometido un error|decision dificil|no (?:es|ha sido) una decision (?:facil|que tomemos a la ligera)|no (?:tomamos|hemos tomado) esta decision a la ligera)\b`)],
    compensation: [
      re(
        String.raw`\b(reembolsos?|reembols\w+|(?:se les |le |les )?devolver\w* (?:el|la|los|las) (?:importe|dinero|cuota|pago|diferencia)|devolucion (?:del|de la|de los|integra)|devolveremos|abono de la diferencia|creditos?|saldo a favor|(?:un|dos|tres|seis|\d+) mes(?:es)? (?:gratis|gratuitos?|sin coste)|(?:mes|meses|ano) gratuitos?|gratis durante|sin coste (?:adicional|alguno)|sin cargo (?:adicional|alguno)|\bun(?:a)? (?:\w+ )?(?:descuento|rebaja|bonificacion)|descuentos? (?:especial(?:es)?|exclusivos?|de compensacion|de bienvenida)|compensacion(?:es)?|compensar\w* a|indemnizacion(?:es)?|bonificacion(?:es)?|vales?|cupones?|cheques? regalo|(?:actualizacion|mejora) gratuita|fondo de (?:ayuda|emergencia)|ayudas para|exencion(?:es)? para|tarifa (?:reducida|social)|bono social|precio reducido para|plan(?:es)? de recolocacion|recolocacion|prejubilaciones?|(?:bajas|salidas) voluntarias|\d+ ?% de descuento|descuento del? \d+ ?%|becas?|(?:quedaran|quedan|estaran|seran) exent[oa]s|(?:se )?congela(?:ra|n|ran)?|congelad[oa]s?)\b`,
      ),
    ],
    // Leaving ("darse de baja", "cancelar sin coste") is a way out of the service, not an opt-out of the change: `exit`.
    opt_out: [
      re(
        String.raw`\b((?:podra|podran|podras|puede|pueden|puedes|podeis) (?:elegir|optar|decidir|mantener|cambiar de|desactivar|seguir con|quedarse)|en (?:tu|su) (?:configuracion|perfil|area (?:de )?cliente|ajustes|cuenta)|desde (?:la )?configuracion|optar por no|exclusion voluntaria|si (?:lo )?prefiere|si prefieres|si no (?:desea|deseas|quiere|quieres)|(?:la )?opcion de|(?:usted|tu) decide|es (?:su|tu) (?:decision|eleccion)|de forma voluntaria|con caracter voluntario|(?:sera|es) voluntari[oa]|derecho (?:a oponerse|de oposicion)|(?:podra|podran|podras|puede|pueden)\w* desactivar\w*)\b`,
      ),
    ],
    exit: [
      re(
        String.raw`\b(dar(?:se|te|nos|os)? de baja|(?:solicitar|pedir|tramitar) (?:la )?baja|cancelar (?:tu|su|la|el) (?:suscripcion|cuenta|contrato|plan|membresia|tarjeta|abono|poliza)|(?:cerrar|eliminar) (?:tu|su|la) cuenta|(?:resolver|rescindir|terminar|anular) (?:el|tu|su) (?:contrato|servicio|poliza)|dar por terminado|derecho a (?:resolver|rescindir|desistir)|sin (?:ninguna |ningun |alguna )?(?:penalizacion|penalidad(?:es)?|multas?)(?: alguna)?|(?:penalizacion|penalidad) por (?:permanencia|cancelacion|baja)|cambiar de (?:compania|operador|comercializadora|proveedor|entidad|banco))\b`,
      ),
    ],
    phase_in: [
      re(
        String.raw`\b(de (?:forma|manera) (?:gradual|progresiva|escalonada)|gradualmente|progresivamente|paulatinamente|escalonadamente|por fases|en (?:varias )?fases|poco a poco|paso a paso|a lo largo de (?:los |las )?(?:proxim[oa]s )?(?:\w+ )?(?:meses|anos|semanas)|durante (?:los|las) proxim[oa]s (?:\w+ )?(?:meses|anos|semanas)|con (?:\w+|\d+) (?:meses|semanas|dias) de antelacion|con antelacion|preaviso|periodo (?:de transicion|transitorio|de adaptacion|de prueba)|a partir del (?:proximo )?(?:ano|curso|ejercicio) (?:que viene|proximo)|el (?:proximo|proximo) (?:ano|curso|ejercicio)|(?:prueba|proyecto|programa) piloto|moratoria)\b`,
      ),
    ],
    consultation: [
      re(
        String.raw`\b(consultas? (?:publicas?|ciudadanas?|populares?)|(?:tras|despues de) (?:una |la )?consulta|consulta con|(?:hemos )?consultado|consultamos|escuch\w+|(?:sus|vuestras|vuestros|tus|las|los) (?:opiniones|comentarios|sugerencias|aportaciones)|audiencia publica|informacion publica|proceso participativo|presupuestos participativos|encuesta(?:s|do|dos|mos)?|hemos preguntado|preguntamos a|(?:tras|despues de) (?:hablar|reunirnos|dialogar|negociar) con|(?:podran|podra|pueden|puede) votar|negoci\w* (?:\w+ ){0,3}con (?:los |el )?(?:sindicatos|representantes|comite)|votacion (?:entre|de) (?:los |las )?(?:socios|aficionados|vecinos|estudiantes|abonados)|dialogo con|mesa de dialogo|de la mano de (?:los |las )?(?:vecinos|aficionados|socios|estudiantes|familias)|junto a (?:los |las )?(?:vecinos|aficionados|socios|estudiantes|familias|sindicatos)|con la participacion de|co-?dise\w+|consejo asesor|comite asesor|grupo de trabajo|negociacion con (?:los )?(?:sindicatos|representantes)|acuerdo con (?:los )?sindicatos|votacion|referendum)\b`,
      ),
    ],
    hedging: [re(String.raw`\b(podria(?:n|mos)?|estudiamos|estamos estudiando|estudia la posibilidad|estudiando|estamos valorando|valoramos|valorando|barajamos|barajando|contemplamos|contemplando|explorando|quizas?|tal vez|posiblemente|es posible que|probablemente|puede que|en estudio|en revision|bajo revision|se esta analizando|analizando la posibilidad|no descartamos|no se descarta)\b`)],
  },
  decimalComma: true,
  // Spanish drops the subject of statements ("Subiremos las cuotas", "Cerrará la oficina"); only an
  // imperative ("Añade", "Bate", "Precalienta") or an infinitive ("Añadir") opening a sentence is an
  // instruction, not a future ("Subirá", "Eliminarán": -ará/-erá/-irá). Tested with .test(): no 'g'.
  instruction: new RegExp(String.raw`^(?![a-z]+(?:ara|era|ira)n?$)[a-z]+(?:a|e|ar|er|ir|ad|ed|id)$`),
  newAdjective: re(String.raw`\b(nuev[oa]s?|adicional(?:es)?|extra|otr[oa]s?|mayor(?:es)?|mas alt[oa]s?|superior(?:es)?|mas grandes?)\s+$`),
  negation: re(String.raw`\b(no|nunca|jamas|tampoco|ni)\s+(?:\w+\s+)?$`),
  cueNegation: /\b(?:no|nunca|jamas|sin)\s+(?:se\s+|ha\s+|han\s+|hemos\s+|fue\s+|fueron\s+)?(?:\w+\s+)?$/,
  // "para" + infinitive is a purpose ("para reducir el tráfico"); nothing before it makes it the act.
  compoundGap: /^\s*(?:de\s+|a\s+)?$/,
  purpose: /\bpara\s+$/,
  purposeChain: /\b(para\s+)[a-z]+\b[^.;:,]{0,60}\by\s+$/,
  controlBeforeTo: /(?!)/,
  pastMarker: /\b(?:el ano pasado|el mes pasado|en (?:19|20)\d\d|hace (?:\w+ )?(?:anos?|meses)|anteriormente|previamente)\b/,
  pastVerb: /(?:o|aron|io|ieron)$/,
  taxBase: {
    beyondHarm: /\b(?:bebidas? (?:light|zero|sin azucar|diet)|refrescos? (?:light|zero|sin azucar)|sin calorias|edulcorantes? (?:artificiales|no caloricos))\b/,
    corrective: /\b(?:bolsas? de plastico|bolsas de un solo uso|un solo uso|azucar(?:adas?)?|bebidas azucaradas|refrescos?|tabaco|cigarrillos?|fumar|vapeo|alcohol(?:icas?)?|comida basura|grasas? saturadas?)\b/,
    wealth: /\b(?:grandes (?:empresas|corporaciones|fortunas|companias)|(?:empresas|companias) con (?:mas de|al menos)|rentas (?:altas|superiores|de mas de)|(?:ingresos|beneficios|patrimonios?) (?:superiores|de mas de|por encima)|millonarios|los mas ricos|pagad[oa] por (?:los )?(?:productores|fabricantes|empresas))\b/,
  },
  targetedRelief: /\b(?:vecinos|residentes|empadronados|ninos|menores|colegios|bibliotecas|personas con (?:movilidad reducida|discapacidad)|discapacidad|servicios de emergencia|vehiculos historicos|quienes|los que|las que|familias que)\b/,
  lowIncomeRelief: /\b(?:rentas bajas|bajos ingresos|menos ingresos|pensionistas|jubilados|mayores de (?:60|65)|estudiantes|menores de (?:16|18)|familias (?:vulnerables|numerosas)|bono social|desempleados|vulnerables)\b/,
  necessity: /\b(?:alimentos?|comida|pan|leche|harina|arroz|cesta de la compra|combustibles?|gasolina|gasoleo|diesel|energia|electricidad|luz|calefaccion|gas|agua|alquiler(?:es)?|medicamentos?|transporte publico|billetes? de (?:autobus|tren|metro))\b/,
  heritage: /\b(?:primer (?:cambio|rediseno)\b[^.;]{0,60}\b(?:en|desde)\b[^.;]{0,30}\b(?:anos|historia|decadas)|\d{2,3} anos de (?:historia|tradicion)|en mas de (?:\d{2,3}|veinte|treinta|cuarenta|cincuenta) anos|(?:logo|logotipo|diseno|formula|receta|sabor|nombre|envase|mascota) (?:clasic[oa]|iconic[oa]|original|de siempre|tradicional))\b/,
  owned: /\b(?:(?:esta|la|una|la proxima|la nueva) actualizacion (?:del|de la|de su|de tu) (?:software|firmware|aplicacion|app|juego|consola|dispositivo)|parche \d[\d.]*|firmware|ya (?:compraron|compro|pagaron|pago|tienen)|(?:dispositivos|productos|juegos|coches|vehiculos|impresoras) que (?:ya )?(?:tiene|tienen|compro|compraron|posee|poseen)|propietarios de (?:nuestros|los|sus))\b/,
  retro: /\b(?:homenaje a|inspirad[oa] en (?:el|la|nuestro|nuestra) (?:original|clasic[oa]|antigu[oa])|vuelve a (?:el|la|nuestro|nuestra|sus) (?:original|clasic[oa]|antigu[oa]|origenes)|(?:logos?|diseno) de los anos (?:19)?\d0)\b/,
  perfectOrGiven: /(?:\b(?:ha|han|habia|habian)\s+(?:aumentado|subido|crecido|caido|bajado|reducido|disminuido|descendido|duplicado)|\b(?:sera|seran)\s+ofrecid[oa]s?)$/,
  adjectiveUse: /\b(?:de|del|la|el|los|las|un|una|su|sus|nuestro|nuestra|con|por|para)\s+$/,
  adjectiveForm: /^(?:menor(?:es)?|mayor(?:es)?|reducid[oa]s?|aumentad[oa]s?|subida|aumento|incremento|rebaja|reduccion|cambios?|recogida|retirada|entrada|salida|llegada|cobrada|bajada)$/,
  future: /\b(?:va a|van a|vamos a|voy a|prev[eé]|planea|pretende|a partir de|desde (?:el|la|hoy|ahora|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\d)|el (?:proximo|próximo)|la (?:proxima|próxima)|podra|podran|podria|podrian|nuev[oa]s?|ya no|en adelante)/,
  futureVerb: /(?:ara|era|ira|aran|eran|iran|aremos|eremos|iremos|are|ere|ire|ara[sn]?|ria|rian)$/,
  frequencyCount: /\b(?:(\d+|una|dos|tres|cuatro|cinco|seis|siete)\s+veces?\s+(?:al|a la|por|cada)\s+(dia|semana|quincena|mes|ano)|(a diario|diariamente|cada dia|todos los dias|semanalmente|cada semana|mensualmente|cada mes))\b/g,
  frequencyNow: /\b(?:actualmente|hoy en dia|hasta ahora|en la actualidad|ahora mismo|en lugar de|en vez de|frente a)\b/,
  marketingWork: /\b(?:campanas? (?:de publicidad|publicitarias?|de marketing)|anuncios?|spots?|videos? (?:promocionales?|publicitarios?)|vallas? publicitarias?|carteles?|publicaciones? en (?:redes|twitter|instagram|tiktok)|eslogan|campana)\b/,
  cheaperOption: /\b(?:mas barat[oa]s?|la mas barata|el mas barato|economic[oa]s?|low cost|basic[oa]|mas opciones)\b/,
  marketingContent: /\b(?:imagen(?:es)?|fotos?|fotografias?|anuncios?|videos?|publicaciones?|campana|spots?|carteles?|vallas?)\b/,
  marketingWithdrawn: /\b(?:retir\w*|quit\w*|elimin\w*|dej\w* de (?:emitir|mostrar|usar)|suspend\w*)\b(?:\s+(?!y\b|pero\b)[\w'-]+){0,4}\s*$/,
  portrayedGroup: /\b(?:(?:modelos?|mujer(?:es)?|hombres?|personas?|familias?|actores?|actrices?|ninas?|ninos?|madres?|padres?) (?:chin[oa]s?|japones(?:a|as|es)?|coreanas?|coreanos?|indi[oa]s?|african[oa]s?|mexican[oa]s?|arabes?|asiatic[oa]s?|negr[oa]s?|gitan[oa]s?|indigenas?|musulman(?:a|as|es)?|judi[oa]s?|latin[oa]s?)|(?:una|la) (?:mujer|esposa|madre|ama de casa)\b[^.]{0,80}\b(?:marido|esposo|novio|padre)|las mujeres (?:deben|pertenecen|son|no pueden)|cuerpos? (?:de (?:las )?mujer(?:es)?|femeninos?)|tipos? de cuerpo|colou?r de (?:la )?piel|tonos? de piel|roles? de genero)\b/,
  frequencyChange: /\bcada (\d+|un|una|dos|tres|cuatro|cinco|seis)?\s?(dias?|semanas?|mes|meses)(?: en (?:lugar|vez) de| frente a) (?:cada )?(\d+|un|una|dos|tres|cuatro|cinco|seis)?\s?(dias?|semanas?|mes|meses)?/,
  pastPassive: /\b(?:fue|fueron|habia sido|habian sido)\s+$/,
  notTheActors: /(?:\b(?:si|cuando)\s+(?:usted|ustedes|los clientes|los socios|los usuarios|los abonados|alguien)\b[^,.;]*|\b(?:otros|otras|varios|varias|muchos|muchas|algunos|algunas|vecinos|vecinas|competidores)\b[^.;,]{0,40}\b(?:han|habian|ha)\s+(?:ya\s+)?)$/,
  customerOption: /\b(?:los )?(?:socios|clientes|usuarios|abonados|vecinos|estudiantes|aficionados|conductores|pasajeros)\s+(?:podran|pueden|podra)\s+(?:seguir\s+)?$/,
  continuation: /\b(?:seguira|seguiran|seguimos|continuara|continuaran|mantendra|mantendran)\s+(?:a\s+)?$/,
  existingLeftOut: /\b(?:los )?(?:clientes|propietarios|compradores|socios|abonados) (?:actuales|anteriores|existentes)\b[^.;]{0,60}\bno (?:recibiran|tendran derecho|seran compensad[oa]s|obtendran)/,
  reasonNoun: /\b(?:pese a|a pesar de|tras|debido a|por|ante)\s+(?:el|la|los|las|un|una|este|esta|nuestro|nuestra|su)\s+(?:[\w-]+\s+)?$/,
  // Applied to the raw text (actor.ts), so accented letters are spelled out.
  greeting: re(String.raw`^\s*(estimad[oa]s?|querid[oa]s?|apreciad[oa]s?|hola|buen(?:os|as) (?:d[ií]as|tardes|noches)|saludos|se[nñ]or(?:es|a|as)?|a (?:tod[oa]s )?(?:nuestr[oa]s|l[oa]s)|a tod[oa]s)\b[^.,:;!\n]*[,:;!\n]\s*`),
  actorTypes: {
    government: {
      name: re(
        String.raw`\b(ayuntamientos?|gobierno|ministerio|ministr[oa]|consejeria|consejer[oa] de|junta(?! directiva| de accionistas| de socios)|xunta|diputacion|generalitat|govern|cabildo|concello|concejo|concejal(?:a|ia)?|alcaldia|alcalde(?:sa)?|municipalidad|municipio|intendencia|intendente|gobernacion|gobernador(?:a)?|prefectura|congreso|parlamento|senado|cortes|asamblea (?:nacional|legislativa|regional)|comunidad (?:de|autonoma|foral)|provincia|region de|estado de|republica|presidencia del gobierno|delegacion del gobierno|direccion general|secretaria de|departamento de|agencia (?:estatal|tributaria|nacional|espanola|de proteccion|de transporte)|autoridad (?:portuaria|del transporte|de)|administracion (?:publica|local|autonomica|general|federal|tributaria)|instituto (?:nacional|municipal|estatal)|consorcio de transportes|distrito)\b`,
      ),
      context: re(String.raw`\b(vecinos|residentes|contribuyentes|ciudadanos|ciudadania|ordenanza|decreto|bando|pleno|boletin oficial|boe|bop|ley|consulta publica|empadronados|votantes|municipal(?:es)?)\b`),
    },
    sports: {
      name: re(
        String.raw`\b(liga|laliga|club|futbol club|club de futbol|cf|fc|c\.f\.|f\.c\.|real(?! (?:academia|decreto|casa|jardin|fabrica|instituto|conservatorio|patronato|observatorio|colegio|hospital|monasterio|biblioteca))|atletico|deportivo|sporting|racing|federacion(?! de (?:asociaciones|municipios|empresarios|consumidores))|seleccion|union deportiva|ud|sd|cd|rcd|balompie|baloncesto|basket|balonmano|rugby|escuderia|comite olimpico|olimpic[oa])\b`,
      ),
      context: re(String.raw`\b(aficionados|aficion|hinchas|abonos? de temporada|carnet de socio|estadio|partidos?|jornada|temporada|jugadores|equipacion|camiseta|socios|grada|goles?|fichaje|entrenador)\b`),
    },
    nonprofit: {
      name: re(
        String.raw`\b(fundacion|asociacion|ong|cruz roja|media luna roja|caritas|banco de alimentos|protectora|refugio|albergue|obra social|comedor social|medicos sin fronteras|accion contra el hambre|manos unidas|intermon|oxfam|unicef|plataforma|coalicion|sin animo de lucro|museo|hospicio|santuario|voluntariado)\b`,
      ),
      context: re(String.raw`\b(donantes|voluntarios|voluntarias|donaciones|donativos|nuestra mision|beneficiari[oa]s|sin animo de lucro|solidari\w+|socios colaboradores)\b`),
    },
    school: {
      name: re(String.raw`\b(universidad|universitat|colegio(?! (?:oficial|de (?:abogados|medicos|arquitectos|ingenieros|farmaceuticos|economistas|enfermeria)))|escuela|instituto|ies|ceip|academia|facultad|conservatorio|politecnica|campus|centro (?:educativo|escolar)|liceo|preparatoria|uned)\b`),
      context: re(String.raw`\b(estudiantes|alumn[oa]s|alumnado|matricula|tasas (?:universitarias|academicas)|profesorado|docentes|campus|curso (?:academico|escolar)|semestre|cuatrimestre|aulas?|asignaturas|titulacion|grados?|master|selectividad|evau|ebau|creditos)\b`),
    },
  },
  // The subject ends at the main verb: a perfect ("ha anunciado"), a periphrasis ("va a"), a
  // reflexive ("se asocia"), a listed present/preterite, an irregular future, or any future in
  // -ra/-ran followed by an article, possessive, number or adverb (a name word in -ra such as
  // "Ribera" or "Cámara" is followed by another name word or "de", not by these).
  actorVerb: re(
    String.raw`\s+(?:(?:ha|han|habia|habian|habra|habran|hemos)\s+\w+(?:ado|ido|to|cho|so)|no\s+(?=[a-z])|(?:va|van|iba|iban|vamos)\s+a|se\s+\w+|hoy|anunci(?:a|an|o|aron)|comunic(?:a|an|o|aron)|inform(?:a|an|o|aron)|confirm(?:a|an|o|aron)|aprob(?:o|aron)|aprueb(?:a|an)|firm(?:a|an|o|aron)|decid(?:e|en|io|ieron)|acord(?:o|aron)|acuerd(?:a|an)|present(?:a|an|o|aron)|lanz(?:a|an|o|aron)|plane(?:a|an|o)|estudi(?:a|an)|estren(?:a|an|o)|nombr(?:a|an|o|aron)|design(?:a|an|o|aron)|don(?:a|an|o|aron)|contrat(?:a|an|o|aron)|despid(?:e|en|io|ieron)|sub(?:e|en|io|ieron)|aument(?:a|an|o|aron)|increment(?:a|an|o|aron)|encarec(?:e|en|io)|rebaj(?:a|an|o|aron)|reduc(?:e|en)|redujo|redujeron|recort(?:a|an|o|aron)|elimin(?:a|an|o|aron)|suprim(?:e|en|io|ieron)|retir(?:a|an|o|aron)|cancel(?:a|an|o|aron)|cierr(?:a|an)|cerro|cerraron|suspend(?:e|en|io)|cambi(?:a|an|o|aron)|sustitu(?:ye|yen|yo|yeron)|reemplaz(?:a|an|o)|modific(?:a|an|o|aron)|actualiz(?:a|an|o|aron)|renuev(?:a|an)|renovo|restablec(?:e|en|io)|recuper(?:a|an|o)|prohib(?:e|en|io)|restring(?:e|en|io)|limit(?:a|an|o)|cobr(?:a|an|o)|exig(?:e|en|io)|aplic(?:a|an|o)|ampli(?:a|an|o)|ofrec(?:e|en|io)|inclu(?:ye|yen|yo)|permit(?:e|en|io)|introduc(?:e|en)|introdujo|implant(?:a|an|o)|adopt(?:a|an|o)|patrocin(?:a|an|o)|compart(?:e|en|io)|vend(?:e|en|io)|utiliz(?:a|an|o)|abandon(?:a|an|o)|termin(?:a|an)|deja(?:n)? de|dejo de|pasa(?:n|ra|ran)? a|renunci(?:a|an|o) a|establec(?:e|en|io)|impon(?:e|en)|impuso|abr(?:e|en|io)|crea|crean|fich(?:a|an|o)|apuest(?:a|an)|asum(?:e|en|io)|mantien(?:e|en)|mantuvo|quier(?:e|en)|pretend(?:e|en)|propon(?:e|en)|propuso|prev(?:e|en)|es|son|fue|fueron|esta|estan|tiene|tienen|hace|hizo|dice|dijo|afirm(?:a|o)|asegur(?:a|o)|explic(?:a|o)|declar(?:a|o)|lament(?:a|o)|advierte|advirtio|(?:pond|tend|hab|pod|sab|sald|vend|vald|quer)ran?|ha(?:ra|ran)|di(?:ra|ran)|(?:pod|deb|quer|tend)rian?|(?:${FUTURE_STEMS})(?:a|e|i)ran?|[a-z]+(?:a|e|i)ran?(?=\s+(?:el|la|los|las|un|una|unos|unas|su|sus|nuestr\w*|este|esta|estos|estas|dicho|dicha|todo|toda|todos|todas|cada|hasta|en|a|al|con|sin|por|para|entre|sobre|tras|desde|hoy|manana|mas|menos|tambien|ya|nuevos?|nuevas?|parte|\d|\w+mente)\b))\b`,
  ),
  fromTo: re(
    String.raw`\b(?:de|del|desde)\s+(?:los\s+|las\s+|unos\s+)?(?:[$€]\s?)?${NUM}\s*(%|por ciento|euros?|€|\$|dolares|pesos|centimos|libras)?(?:\s*\/\s*(?:mes|ano|semana|dia))?(?:\s+(?:actuales|mensuales|anuales|semanales|diarios|al mes|al ano|por mes|por persona|por noche|de ahora))?\s+(?:a|al|hasta|a los|a las|hasta los|hasta las)\s+(?:[$€]\s?)?${NUM}(?!\s*de\s+${MONTHS})`,
  ),
  insteadOf: re(
    String.raw`(?<![\d.,])(?:[$€]\s?)?${NUM}\s*(?:€|euros?|dolares|pesos)?[\s(]*(?:[\w%]+\s+){0,6}?(?:en lugar de|en vez de|frente a|comparado con|en comparacion con|respecto a|con respecto a|cuando antes (?:eran|era|costaba|costaban)|antes|desde (?:los|las))\s+(?:(?:los|las|el|la)\s+)?(?:(?:actuales|anteriores|habituales)\s+)?(?:cada\s+)?(?:[$€]\s?)?${NUM}`,
  ),
};
