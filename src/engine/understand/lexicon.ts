/**
 * The words of announced changes, in English and Spanish: change verbs with their direction,
 * the nouns of each object class, causes, affected groups, framing cues and actor types. Every
 * entry is a case-insensitive pattern over accent-folded text (so "aumentará" and "aumentara"
 * match alike); stems cover inflections ("rais" → raise, raises, raised, raising). The class nouns
 * are widened beyond these lists by word-vector similarity (./similar-words.ts).
 */
import type { Direction, ObjectClass } from './ontology.js';

/** Languages the featurizer reads. */
export type TextLang = 'en' | 'es';

/** A change verb: `up` adds/raises/starts, `down` removes/lowers/ends, `change` replaces (direction from the object or the numbers). */
export interface VerbEntry {
  re: RegExp;
  dir: Direction | 'change';
  /** Canonical lemma shown in the report. */
  lemma: string;
  /** The verb itself names the class ("lay off" → jobs, "donate" → donation). */
  implies?: ObjectClass;
  /** The class when no object of a listed class is found ("will charge $36 for a bag" → fee). */
  fallback?: ObjectClass | 'rule';
  /** Says when or where a change holds ("will apply", "takes effect"), not that something changes: it adds a frame only for a charge no other frame names. */
  weak?: boolean;
}

/** A noun (phrase) of an object class; `cause` names the cause of a cause-coded term. */
export interface ClassTerm {
  re: RegExp;
  cls: ObjectClass;
  cause?: string;
  /** Raising it lowers the class ("the retirement age will rise" cuts the pension). */
  inverse?: boolean;
}

/** Words of affected groups, mapped to the simulation's roles. */
export interface GroupTerm {
  re: RegExp;
  group: string;
  role: 'customer' | 'employee' | 'partner' | 'public';
  /** The group is those already committed (existing customers): grandfathering applies to them. */
  existing?: boolean;
}

/**
 * Framing cues the simulation acts on (docs/corpus.md "cue"). `opt_out`: the change can be declined
 * while staying (a setting, the old version kept, a cheaper plan); `exit`: the way out offered is
 * leaving (cancel, close the account, end the contract, a refund to walk away) — the change still
 * applies to whoever stays.
 */
export const FRAMING_CUES = ['justification', 'compensation', 'grandfathering', 'opt_out', 'exit', 'phase_in', 'consultation', 'apology', 'hedging'] as const;
/** One of FRAMING_CUES. */
export type FramingCue = (typeof FRAMING_CUES)[number];

/** Kinds of actor whose cohorts, concerns and quotes differ. */
export const ACTOR_TYPES = ['company', 'government', 'sports', 'nonprofit', 'school'] as const;
/** One of ACTOR_TYPES. */
export type ActorType = (typeof ACTOR_TYPES)[number];

/** Everything the featurizer looks for in one language. */
export interface Lexicon {
  verbs: VerbEntry[];
  classTerms: ClassTerm[];
  groups: GroupTerm[];
  framing: Record<FramingCue, RegExp[]>;
  /** Adjectives that make a class noun a new thing ("a new fee", "una nueva tarifa"). */
  newAdjective: RegExp;
  /** Numbers are written with a decimal comma ("15,5 %", "1.200 euros"). */
  decimalComma: boolean;
  /** A sentence-initial verb of this form is an instruction ("Add the sugar"), not an announcement. */
  instruction: RegExp;
  /** Negation right before a verb ("will not raise"). */
  negation: RegExp;
  /** Negation right before a framing cue ("residents were not consulted"): the cue is absent. */
  cueNegation: RegExp;
  /** What may stand between two verbs that form one action ("stop offering", "start to charge", "dejar de patrocinar"). */
  compoundGap: RegExp;
  /** The marker of a purpose clause right before its verb ("to", "para"). */
  purpose: RegExp;
  /** A purpose clause, marker in group 1, joined by "and" to the verb that follows ("to strengthen finances and "). */
  purposeChain: RegExp;
  /**
   * What before the purpose marker makes the verb after it the announced act ("plans to raise",
   * "will need to pay"); after anything else the verb is a purpose ("a charge to reduce traffic").
   */
  controlBeforeTo: RegExp;
  /** A marker of a time already past ("last year", "in 2019"): a past-tense verb there is history. */
  pastMarker: RegExp;
  /** A past-tense form of a change verb ("raised", "cut last year"). */
  pastVerb: RegExp;
  /** What before a change word makes it a reason named as a noun ("despite the increase in costs"). */
  reasonNoun: RegExp;
  /** "every four weeks instead of every two (weeks)": groups 1–2 the new count and unit, 3–4 the old ones. */
  frequencyChange: RegExp;
  /** A service frequency as a count per period ("three times a week", "daily"); groups: 1 count, 2 period, 3 a one-word rate. */
  frequencyCount: RegExp;
  /** What before a frequency says it is the present one ("the route currently runs daily"). */
  frequencyNow: RegExp;
  /** A piece of marketing the actor puts out: an advertisement, a commercial, a campaign video, a post (frames.ts `portrayalFrame`). */
  marketingWork: RegExp;
  /** People shown by gender, nationality, ethnicity, religion or body in such a piece ("a Chinese model", "a woman … her husband", "women's bodies"). */
  portrayedGroup: RegExp;
  /** What right before a piece of marketing says it is withdrawn ("will withdraw its spring", "will pull the"). */
  marketingWithdrawn: RegExp;
  /** The text calls a new option the cheaper one ("the lowest fares", "a budget tier"): introducing it adds a choice, it raises no price. */
  cheaperOption: RegExp;
  /** The content of a piece of marketing ("the images", "the posts"): a sentence about removing it is the withdrawal. */
  marketingContent: RegExp;
  /** What before a change verb makes it a past passive ("was cut", "were raised"): background. */
  pastPassive: RegExp;
  /** What before a change verb says it carries on ("will continue to donate", "will keep offering"). */
  continuation: RegExp;
  /** What before a change verb makes it something customers may do ("members can cancel", "you will be able to switch"). */
  customerOption: RegExp;
  /** What before a change verb makes it hypothetical or another party's act ("if you cancel and rejoin", "several districts have already moved to"). */
  notTheActors: RegExp;
  /** Existing customers left out of a price cut ("existing owners will not receive a refund or credit"). */
  existingLeftOut: RegExp;
  /** A future, modal or scheduling marker before a verb in its sentence ("will", "plans to", "from 1 May", "starting"). */
  future: RegExp;
  /** A verb form that is itself future ("subirá", "cerraremos"); none in English. */
  futureVerb: RegExp;
  /** What before a change word makes it an adjective or a noun ("of lower costs", "the limited edition", "faculty hiring")… */
  adjectiveUse: RegExp;
  /** …for the forms that can be one ("lower", "reduced", "hiring", "increased"). */
  adjectiveForm: RegExp;
  /** A change verb in the perfect that tells what happened ("costs have risen", when no object follows it) or something given to people ("will be offered roles"). */
  perfectOrGiven: RegExp;
  /** What a tax falls on, when it is not everyone: a product taxed for its harm, or businesses and the rich. */
  /** `beyondHarm`: the levy also reaches products free of the harm it names (diet or sugar-free drinks). */
  taxBase: { corrective: RegExp; wealth: RegExp; beyondHarm: RegExp };
  /** Goods every household needs: a charge on them reaches nearly everyone (`necessity` of a frame). */
  necessity: RegExp;
  /** A compensation aimed at those with least ("exempt for residents on low incomes", "bursary for families under $80k"). */
  lowIncomeRelief: RegExp;
  /** A compensation aimed at a named part of the public (residents, schools, print subscribers, disabled people…), not at everyone who loses. */
  targetedRelief: RegExp;
  /** Cues that a changed product or identity is a heritage one ("the first change in its 99-year history"). */
  heritage: RegExp;
  /** Cues that a redesign goes back to an older look ("pays homage to the logo of 1969"). */
  retro: RegExp;
  /** Cues that a change reaches what people already own or paid for (an update, a patch, firmware, existing devices). */
  owned: RegExp;
  /** Greeting or salutation openings that are not the actor ("Dear customers,"). */
  greeting: RegExp;
  /** Words that mark an actor type in the actor's name or the text. */
  actorTypes: Record<Exclude<ActorType, 'company'>, { name: RegExp; context: RegExp }>;
  /** Words that end an actor's name at the main verb ("X will …", "X announced …"). */
  actorVerb: RegExp;
  /** Markers of a "from A to B" or "B instead of A" amount change. */
  fromTo: RegExp;
  insteadOf: RegExp;
}

const re = (s: string) => new RegExp(s, 'gi');

/** English. */
export const EN: Lexicon = {
  verbs: [
    { re: re(String.raw`\b(rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|hik(?:e|es|ed|ing)|boost(?:s|ed|ing)?|go(?:es|ing)? up|went up|ris(?:e|es|ing)|rose|climb(?:s|ed|ing)?|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|bump(?:s|ed|ing)? up|put(?:s|ting)?(?= (?:[\w'-]+ ){0,3}?up\b)|widen(?:s|ed|ing)?|broaden(?:s|ed|ing)?)\b`), dir: 'up', lemma: 'raise', fallback: 'price' },
    { re: re(String.raw`\b(introduc(?:e|es|ed|ing)|add(?:s|ed|ing)?|launch(?:es|ed|ing)?|start(?:s|ed|ing)?|begin(?:s|ning)?|began|creat(?:e|es|ed|ing)|roll(?:s|ed|ing)? out|bring(?:s|ing)? in|brought in|implement(?:s|ed|ing)?|impos(?:e|es|ed|ing)|unveil(?:s|ed|ing)?|(?<!\b(?:a|an|the|this|that|its|new)\s)lev(?:y|ies|ied|ying)(?= (?:a|an|the|its|new)\b)|hold(?:s|ing)?|host(?:s|ed|ing)?|stag(?:e|es|ed|ing)|organi[sz](?:e|es|ed|ing)|grow(?:s|ing)?|grew|rework(?:s|ed|ing)?|giv(?:e|es|en|ing)|adopt(?:s|ed|ing)?|expand(?:s|ed|ing)?|extend(?:s|ed|ing)?|(?<!\b(?:is|are|be|stay|stays|remain|remains|was|were)(?: currently| now| still| already| normally| usually)? )open(?:s|ed|ing)?(?! to\b)|set(?:s|ting)? up|establish(?:es|ed|ing)?|offer(?:s|ed|ing)?|includ(?:e|es|ed)|allow(?:s|ed|ing)?|enabl(?:e|es|ed|ing)|unveil(?:s|ed|ing)?|debut(?:s|ed|ing)?|celebrat(?:e|es|ed|ing)|feature|featured|featuring|sell(?:s|ing)?|carry|carries|stock(?:s|ed|ing)?|switch(?:es|ed|ing)? on|turn(?:s|ed|ing)? on)\b`), dir: 'up', lemma: 'introduce' },
    { re: re(String.raw`\b(appl(?:y|ies|ied|ying)(?: to)?|tak(?:e|es|ing) effect|come(?:s)? into (?:force|effect))\b`), dir: 'up', lemma: 'apply', weak: true },
    { re: re(String.raw`\b(lower(?:s|ed|ing)?|cut(?:s|ting)?|reduc(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|slash(?:es|ed|ing)?|trim(?:s|med|ming)?|drop(?:s|ped|ping)?|go(?:es|ing)? down|went down|com(?:e|es|ing) down|bring(?:s|ing)?(?= (?:[\w'-]+ ){0,3}?down\b)|fall(?:s|ing)?|fell|halv(?:e|es|ed|ing)|shrink(?:s|ing)?|shrank|shrunk|downsiz(?:e|es|ed|ing)|scal(?:e|es|ed|ing) back)\b`), dir: 'down', lemma: 'reduce', fallback: 'price' },
    { re: re(String.raw`\b((?<!\bthe )end(?:s|ed|ing)?|stop(?:s|ped|ping)?|discontinu(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|eliminat(?:e|es|ed|ing)|scrap(?:s|ped|ping)?|ax(?:e|es|ed|ing)|cancel(?:s|led|ling|ed|ing)?|clos(?:e|es|ed|ing)|shut(?:s|ting)?(?: down)?|retir(?:e|es|ed|ing)|withdraw(?:s|n|ing)?|withdrew|phas(?:e|es|ed|ing) out|no longer|delet(?:e|es|ed|ing)|switch(?:es|ed|ing)? off|turn(?:s|ed|ing)? off|go(?:es|ing)? away|disappear(?:s|ing)?|will not (?:offer|include|carry|sell|support|renew|take place|go ahead|be held|run|return|appear)|won't (?:take place|go ahead|be held|run|return)|abolish(?:es|ed|ing)?|waiv(?:e|es|ed|ing)|lift(?:s|ed|ing)?|repeal(?:s|ed|ing)?|suspend(?:s|ed|ing)?|paus(?:e|es|ed|ing)|drop(?:s|ped|ping)? (?:its|the|our)|pull(?:s|ed|ing)? (?:out|back)|exit(?:s|ed|ing)?|leav(?:e|es|ing)|abandon(?:s|ed|ing)?|wind(?:s|ing)? down|lift(?:s|ed|ing)? the)\b`), dir: 'down', lemma: 'end' },
    { re: re(String.raw`\b(chang(?:e|es|ed|ing)|replac(?:e|es|ed|ing)|redesign(?:s|ed|ing)?|renam(?:e|es|ed|ing)|rebrand(?:s|ed|ing)?|reformulat(?:e|es|ed|ing)|updat(?:e|es|ed|ing)|revamp(?:s|ed|ing)?|refresh(?:es|ed|ing)?|modif(?:y|ies|ied|ying)|switch(?:es|ed|ing)?|mov(?:e|es|ed|ing) to|restructur(?:e|es|ed|ing)|overhaul(?:s|ed|ing)?|new look|retool(?:s|ed|ing)?|tweak(?:s|ed|ing)?|adjust(?:s|ed|ing)?)\b`), dir: 'change', lemma: 'change' },
    { re: re(String.raw`\b((?<!free of |no |without |at no extra |extra |standing |service |booking |delivery |admission |congestion |entry |cover |late |daily |monthly |annual |connection |call-out |the |a |an |this |that )charg(?:e|ed|ing)|(?:ask|asking|asks|asked) (?:\w+ ){0,3}to pay|pay(?:s|ing)? (?:a |an )?(?:\$|£|€|\d)|will pay)\b`), dir: 'up', lemma: 'charge', fallback: 'fee' },
    { re: re(String.raw`\b(requir(?:e|es|ed|ing)|mandat(?:e|es|ed|ing)|only (?:allow|let|permit)s?|clos(?:e|es|ed|ing) (?:[\w-]+ ){0,10}?to (?:dogs|visitors|cars|traffic|the public|vehicles|non-?members|cyclists))\b`), dir: 'up', lemma: 'require', fallback: 'rule' },
    // "versions available only through a Creative Cloud membership": what was sold outright now needs a subscription.
    { re: re(String.raw`\b((?:available|sold|offered|released) (?:[\w'-]+ ){0,2}only (?:through|to|with|via|by|as part of|for) (?:an? |the |our )?(?:[\w'+-]+ ){0,3}(?:memberships?|subscriptions?|subscribers|members|plans?))\b`), dir: 'up', lemma: 'restrict', implies: 'access' },
    { re: re(String.raw`\b(let (?:people|visitors|anyone|everyone|non-?residents|members of the public|fans|students|customers)|(?<!\b(?:stay|stays|remain|remains|keep|keeps|kept|be|is|are) (?:[\w-]+ ){0,4})open (?:[\w-]+ ){0,4}?to (?:everyone|the public|visitors|non-?members|all))\b`), dir: 'down', lemma: 'open up', implies: 'access' },
    { re: re(String.raw`\b(lose (?:their|his|her|your) jobs?|los(?:e|ing) (?:\S+ )?jobs)\b`), dir: 'down', lemma: 'lose jobs', implies: 'jobs' },
    { re: re(String.raw`\b(becom(?:e|es|ing) (?:the |its |our )?(?:next |new |first )?(?:chief executive|ceo|president|chair\w*|director|head coach|coach|manager|principal|dean|chancellor|commissioner))\b`), dir: 'up', lemma: 'appoint', implies: 'appointment' },
    { re: re(String.raw`\b(part(?:s|ed|ing)? (?:company|ways) with|step(?:s|ped|ping)? down|resign(?:s|ed|ing)?|dismiss(?:es|ed|ing)?|sack(?:s|ed|ing)?|fir(?:e|es|ed|ing) (?:its|the|our|head)|remov\w* (?:\w+ ){0,2}(?:as|from (?:his|her|the) (?:post|role)))\b`), dir: 'down', lemma: 'remove', implies: 'appointment' },
    { re: re(String.raw`\b(tak(?:e|es|ing|en)(?= (?:[\w-]+,? (?:and )?){0,8}?out of\b))`), dir: 'down', lemma: 'remove' },
    { re: re(String.raw`\b(swap(?:s|ped|ping)?(?= (?:[\w-]+ ){0,5}?for\b))`), dir: 'change', lemma: 'reformulate' },
    { re: re(String.raw`\b(restor(?:e|es|ed|ing)|bring(?:s|ing)? back|brought back|reinstat(?:e|es|ed|ing)|return(?:s|ed|ing)? to)\b`), dir: 'down', lemma: 'restore' },
    { re: re(String.raw`\b(lay(?:s|ing)? off|laid off|layoffs?|redundanc(?:y|ies)|job cuts?|cut(?:s|ting)? (?:\w+ )?(?:jobs|positions|roles|staff)|eliminat\w* (?:\w+ )?(?:jobs|positions|roles)|reduc\w* (?:its |our |the )?(?:workforce|headcount|staff)|let (?:[\w,]+ ){0,3}(?:employees|workers|staff|colleagues|team members|people) go)\b`), dir: 'down', lemma: 'lay off', implies: 'jobs' },
    { re: re(String.raw`\b(hir(?:e|es|ed|ing)|recruit(?:s|ed|ing)?|tak(?:e|es|ing) on (?:\d[\d,]* )?(?:more |new |extra |additional )?(?:workers|staff|people|employees|apprentices|roles)|creat\w* (?:\d[\d,]* )?(?:new )?(?:jobs|positions|roles))\b`), dir: 'up', lemma: 'hire', implies: 'jobs' },
    { re: re(String.raw`\b(partner(?:s|ed|ing)? with|team(?:s|ed|ing)? up with|collaborat(?:e|es|ed|ing) with|sponsor(?:s|ed|ing)?|sign(?:s|ed|ing)? (?:a |an )?(?:\w+ )?(?:deal|partnership|agreement) with|join(?:s|ed|ing)? forces with|endors(?:e|es|ed|ing))\b`), dir: 'up', lemma: 'partner', implies: 'partnership' },
    { re: re(String.raw`\b(donat(?:e|es|ed|ing)|giv(?:e|es|ing) \S+ (?:million|thousand|percent|%)|contribut(?:e|es|ed|ing) (?:\S+ )?(?:to|toward)|giv(?:e|es|ing) (?:[\w$%.,]+ ){0,8}?to (?:the |a |local )?(?:[\w-]+ ){0,3}(?:food banks?|charit(?:y|ies)|foundation|trust|hospitals?|shelters?|relief|appeal|fund))\b`), dir: 'up', lemma: 'donate', implies: 'donation' },
    { re: re(String.raw`\b(appoint(?:s|ed|ing)?|nam(?:e|es|ed|ing) (?:[\w'.-]+,? ){1,7}?(?:as|its|our|the new)|hir\w* \S+ as|promot(?:e|es|ed|ing) \S+ to|welcom(?:e|es|ed|ing) \S+ (?:\S+ )?as)\b`), dir: 'up', lemma: 'appoint', implies: 'appointment' },
    { re: re(String.raw`\b(sign(?:s|ed|ing)? (?:into law|a law|a bill|an order|the bill|legislation)|pass(?:es|ed|ing)? (?:a |the )?(?:law|bill|ordinance|bylaw|regulation)|enact(?:s|ed|ing)?|approv(?:e|es|ed|ing))\b`), dir: 'up', lemma: 'enact', fallback: 'rule' },
    { re: re(String.raw`\b(ban(?:s|ned|ning)?|prohibit(?:s|ed|ing)?|restrict(?:s|ed|ing)?|limit(?:s|ed|ing)?(?![- ](?:run|edition|time|number|release|quantit\w*|series|stock|offer|availability|drop))|cap(?:s|ped|ping)?|crack(?:s|ed|ing)? down)\b`), dir: 'up', lemma: 'restrict', fallback: 'rule' },
    { re: re(String.raw`\b((?:will|would) (?:now )?need to|must|(?:will be|are|is) required to|have to|has to|will no longer be (?:able|allowed|permitted) to|will not be (?:allowed|permitted|available))\b`), dir: 'up', lemma: 'require', fallback: 'rule' },
    { re: re(String.raw`\b((?:will be|become|becomes|be made|will be made) available|go(?:es)? on sale|launch(?:es|ed)? at)\b`), dir: 'up', lemma: 'offer' },
    { re: re(String.raw`\b(pass(?:es|ed|ing)? (?:on )?|hand(?:s|ed|ing)? over|disclos(?:e|es|ed|ing)|provid(?:e|es|ed|ing) (?:\w+ ){0,3}to (?:advertis|partner|third)|teach(?:es|ing)?|taught|shar(?:e|es|ed|ing)|sell(?:s|ing)?|sold|scan(?:s|ned|ning)?|check(?:s|ed|ing)? (?:it|them|each|every|photos|images)|match(?:es|ed|ing)? against|(?<!\b(?:people|those|anyone|customers|users|members|subscribers|someone|everyone|viewers|players) )us(?:e|es|ed|ing)|train(?:s|ed|ing)?|collect(?:s|ed|ing)?|track(?:s|ed|ing)?|scan(?:s|ned|ning)?|monitor(?:s|ed|ing)?|analy[sz](?:e|es|ed|ing)|process(?:es|ed|ing)?(?= (?:[\w']+ ){0,2}(?:data|information))|read(?:s|ing)?|record(?:s|ed|ing)?)\b`), dir: 'up', lemma: 'use' },
    // Ending or refusing funding: "will bar grants to", "will not be eligible for new grants", "stop funding".
    { re: re(String.raw`\b(bar(?:s|red|ring)? (?:[\w-]+ ){0,2}grants?|(?:will )?not be eligible for (?:[\w-]+ ){0,3}(?:grants?|funding|donations?)|not (?:be )?funding|(?:stop|end|cut|withdraw|halt|pull)\w* (?:[\w-]+ ){0,2}(?:funding|grants?|donations?)|defund\w*)\b`), dir: 'down', lemma: 'stop funding', implies: 'donation' },
    // Losing an exemption is a new tax: "will no longer be exempt from VAT", "move from zero-rated to 16% VAT".
    { re: re(String.raw`\b(no longer (?:be )?exempt(?:ed)? from|los(?:e|es|ing) (?:its |their )?(?:tax[- ]?)?exempt\w*|mov(?:e|es|ing) from (?:being )?(?:zero-rated|exempt|tax-free|untaxed) to)\b`), dir: 'up', lemma: 'tax', fallback: 'tax' },
    // What people already own stops working with what they use: "printers will no longer accept …".
    { re: re(String.raw`\b((?:will )?no longer (?:be )?(?:accept(?:ed)?|work with|support|be compatible with|function with|recogni[sz]e|connect to))\b`), dir: 'up', lemma: 'lock out', fallback: 'rule' },
    { re: re(String.raw`\b((?:permanently |remotely )(?:deactivat|disabl|brick)(?:e|es|ed|ing)|(?<=\b(?:will|to|will be|be|is|are|being|been) )(?:deactivat|disabl|brick)(?:e|es|ed|ing))\b`), dir: 'down', lemma: 'disable', implies: 'service_level' },
    // Means-testing a benefit takes it from those above the line; a lower tax threshold brings more people into the tax.
    { re: re(String.raw`\b((?:will be |to be |are to be )?means[- ]test(?:ed|ing)?)\b`), dir: 'down', lemma: 'means-test', implies: 'benefit' },
    { re: re(String.raw`\b(threshold (?:will )?(?:fall|drop|be lowered|be cut|be reduced)|lower(?:s|ed|ing)? the (?:\w+ ){0,2}threshold)\b`), dir: 'up', lemma: 'lower the threshold', fallback: 'tax' },
    // Publishing what users do to others ("News Feed will highlight when friends change their profiles").
    { re: re(String.raw`\b((?:show|shows|showing|highlight|highlights|broadcast|broadcasts|publish|publishes) (?:[\w']+ ){0,4}?(?:what|when) (?:friends|users|people|members|customers|you|they) (?:do|did|buy|watch|read|change|update|post|add|like|are doing)|(?:show|shows|showing|highlight|highlights|broadcast|broadcasts|publish|publishes) (?:[\w']+ ){0,2}?(?:what|when)\b(?= [^.;]{0,60}\b(?:friends|social circles?|contacts|followers|(?:their|a user's|users') profiles?)\b))`), dir: 'up', lemma: 'publish activity', implies: 'data_sharing' },
    // Selling advantages or random rewards for money in a product already paid for (loot boxes, premium currency).
    { re: re(String.raw`\b((?:sold|sell|sells|selling|bought|buy|purchas\w+) (?:[\w-]+ ){0,4}?(?:with (?:real money|crystals|coins|gems|premium currency)|in packs)|premium currency|loot (?:boxes|crates)|microtransactions?|pay-to-win)\b`), dir: 'up', lemma: 'monetise', implies: 'fee' },
    // Fewer items for the same pack ("will contain five eggs instead of six") and a new make-up ("will no longer be made with …").
    { re: re(String.raw`\b(contain(?:s)? (?:[\w-]+ ){1,3}(?:instead of|rather than))\b`), dir: 'down', lemma: 'shrink', implies: 'size' },
    { re: re(String.raw`\b((?:will )?no longer be made (?:with|from|using))\b`), dir: 'change', lemma: 'reformulate', fallback: 'formula' },
    // Penalising users: "may be debited directly from the user's account", "will fine players".
    { re: re(String.raw`\b(debit(?:s|ed|ing)? (?:directly )?from|fin(?:e|es|ed|ing)(?= (?:users|customers|members|players|drivers|residents|account holders|people|anyone))|(?:subject|liable) (?:\w+ ){0,3}to (?:liquidated )?(?:damages|fines?|penalt\w+))\b`), dir: 'up', lemma: 'penalise', implies: 'fee' },
    // Selling what one holds in something ends one's stake in it ("sell its investments in coal companies").
    { re: re(String.raw`\b(divest\w*(?: from)?|sell(?:s|ing)? (?:all |its |our |their )?(?:of (?:its|our|their) )?(?:\w+ )?(?:investments|holdings|stakes?|shares) in|pull(?:s|ing)? (?:its|our) (?:money|investments) out of)\b`), dir: 'down', lemma: 'divest' },
    // Splitting one service into two leaves its users with less of what they had together.
    { re: re(String.raw`\b((?<=\b(?:will|to|shall) )separate|split(?:s|ting)?(?= (?:its|the|our|their) ))\b`), dir: 'down', lemma: 'split', fallback: 'service_level' },
    // Features people had moved behind a charge: "will move heated seats to a monthly subscription".
    { re: re(String.raw`\b(mov(?:e|es|ing) (?:[\w-]+,? (?:and )?){0,8}?to (?:a |an )?(?:paid |monthly |annual |optional )?(?:subscription|paid (?:tier|plan|add-on))|put(?:s|ting)? (?:[\w-]+ ){0,5}?behind a paywall|paywall(?:s|ed|ing)?)\b`), dir: 'up', lemma: 'paywall', implies: 'fee' },
    // Showing who someone is or what they do to others: "will show your name to the profiles you view".
    { re: re(String.raw`\b((?:show|shows|showing|display|displays|reveal|reveals|share|shares) (?:[\w']+ ){0,2}?(?:your|users'|members'|their|people's|customers') (?:names?|identit(?:y|ies)|profiles?|activity|locations?|photos?|viewing history|reading history))\b`), dir: 'up', lemma: 'reveal', implies: 'data_sharing' },
    // Granting the actor a licence to what users upload or type.
    { re: re(String.raw`\b(grant\w* (?:[\w-]+,? ){0,5}licen[cs]e to (?:use|process|share))\b`), dir: 'up', lemma: 'license to use', implies: 'data_sharing' },
    { re: re(String.raw`\b(will cost|costs?(?= (?:just |only |about |around )?(?:us)?[$£€\d])|will be|now)\b`), dir: 'change', lemma: 'cost', fallback: 'price' },
    // A stated comparison is a change even without a change verb: "members will get 2 points per pound instead of 4",
    // "open three days a week instead of six", "renews at $99, up from $79". The numbers give the direction.
    { re: re(String.raw`\b((?:instead of|rather than|up from|down from)(?= (?:the (?:current|old|usual|previous) )?(?:every )?(?:us)?[$£€]?\s?(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b)))`), dir: 'change', lemma: 'compare' },
    // Adding advertising to what people watch or use: "our basic tier will now show ads".
    { re: re(String.raw`\b((?:show|shows|showing|run|runs|running|play|plays|playing|serve|serves|serving)(?= (?:[\w-]+ ){0,2}?(?:ads|adverts|advertisements|commercials)\b))`), dir: 'up', lemma: 'introduce' },
    // Moving a service to screens: "lectures will be delivered as recorded video rather than in lecture theatres", "will move all banking to the app".
    { re: re(String.raw`\b((?:mov|shift|switch)(?:e|es|ed|ing|s)? (?:[\w-]+ ){0,5}?(?:online\b|to (?:an? |the |our )?(?:app|digital|online|virtual|video|self-service|recorded))|go(?:es|ing)? (?:online|digital)-only|(?:be )?delivered (?:as|via|through|by|in) (?:[\w-]+ ){0,2}(?:recorded|online|video|virtual|pre-recorded)|(?:take place|be held|happen|be done|be carried out|be offered) (?:by|via|over|on|through) (?:a )?(?:video|phone|telephone|online|virtual)(?: calls?| links?)?(?= (?:as standard|by default|instead|rather than|unless)))`), dir: 'down', lemma: 'move online', fallback: 'service_level' },
    // A feature or option withdrawn: "lane centring will no longer be available unless you subscribe".
    { re: re(String.raw`\b((?:will )?no longer be (?:available|offered|included|supported|provided)|(?:will )?(?:stop|cease) (?:being|to be) (?:available|offered|included))\b`), dir: 'down', lemma: 'end', fallback: 'benefit' },
    // A freeze holds a price that would otherwise rise: "extends its price freeze", "will freeze fares".
    { re: re(String.raw`\b((?:extend|introduc|announc|keep|continu|launch)\w* (?:its |our |the |a )?(?:price|rent|fare|fee|tariff|council tax) freeze|freez(?:e|es|ing) (?:its |our |the |all )?(?:prices?|fares?|fees?|rents?|tariffs?|council tax))\b`), dir: 'down', lemma: 'freeze', implies: 'price' },
    // Ending remote work: "staff will be asked to return to the office four days a week".
    { re: re(String.raw`\b((?:return(?:s|ing)?|come back|go back|back) to (?:the |our )?(?:office|offices|workplace|in-person work)|(?:asked|required|expected|need|needs|have) to (?:work|be) (?:from|in|at) (?:the |our )?(?:office|offices|workplace)(?= (?:\w+ ){0,2}days? a week))\b`), dir: 'down', lemma: 'end remote work', implies: 'benefit' },
    // An amount stated as moving between two figures: "the price goes from $10 to $12", "fares will move from £2 to £2.50".
    { re: re(String.raw`\b((?:go(?:es)?|going|move(?:s)?|moving|jump(?:s)?|shift(?:s)?|change(?:s)?)(?= (?:up |down )?from (?:us)?[$£€]?\s?\d))`), dir: 'change', lemma: 'cost', fallback: 'price' },
  ],
  classTerms: [
    { re: re(String.raw`\b((?:membership|annual|monthly|yearly|subscription|card|season ticket|tuition) fees?|(?:[\w-]+ )?bills\b|(?:water|energy|gas|electricity|phone|broadband|utility|household) bill|prices?|pricing|admission(?: prices?| charges?)?|entry (?:price|fee)s?|costs? of|subscriptions?|plans?(?! to\b)|memberships?|tuition|rents?|premiums?(?! (?:subscribers?|members?|plans?|tiers?|users?|accounts?|customers?|content|features?|version|service|seats?|access|cards?|cabins?|economy|products?|brands?|range|lines?))|fares?|tickets?|season tickets?|rates?|(?<!social )tariffs?|monthly plan|list price|retail price|cover charge)\b`), cls: 'price' },
    { re: re(String.raw`\b((?:monthly|annual|yearly|daily|weekly|one-off|new|extra|additional) charges?|pay[- ]per[- ]view|per (?:match|game|view|use|ride|visit|download|session)|fees?|surcharges?|service charges?|charges? (?:of|for)|booking charges?|convenience charges?|admin(?:istration)? charges?|processing charges?|levies|levy|add-on charges?|per-\w+ charges?|handling charges?|fines\b|(?:parking|penalty|late|speeding|littering) fines?|penalt(?:y|ies))\b`), cls: 'fee' },
    { re: re(String.raw`\b(taxe?s?|levy|levies|congestion charges?|congestion pricing|toll(?:s|ing)?|duty|duties|rates? on|council tax|property tax|sales tax|vat|excise)\b`), cls: 'tax' },
    { re: re(String.raw`\b(benefits?|perks?|rewards?|loyalty (?:program(?:me)?|scheme|points)|free (?:[\w-]+ ){0,3}(?:access|swimming|parking|entry|laptops?|meals?|wi-?fi|shipping|delivery|returns|travel|tuition|childcare|lunches|breakfasts?|checked bags?)|(?:reward|loyalty|bonus) points|(?:(?:full-size |free )?(?:checked|carry-on|cabin|hand) (?:bags?|baggage|luggage)|baggage allowance|luggage allowance)|laptops?|points (?:per|for each)|discounts?|free (?:shipping|delivery|returns|parking|meals?|refills?)|features?|feature set|offline (?:viewing|mode)|downloads?|warranty|warranties|allowance|stipend|scholarships?|bonus(?:es)?|pension|program(?:me)?s? for|child ?care|paid leave|remote work|hybrid work|work from home|four-day week)\b`), cls: 'benefit' },
    { re: re(String.raw`\b((?<!\b(?:in|on|yellow|red|double|bottom|front|finish|picket|production|assembly|product) )(?:customer |phone |telephone |support )?(?:phone )?lines?|phone lines?|post offices?|counters?|(?<!\bterms of )(?:service|services)|opening hours|hours|customer support|support line|branches|branch|stores?|locations?|routes?|bus routes?|trains?|frequency|deliveries|delivery|collections?|ad-free|ads|advertis(?:ing|ements?)|commercials|stream quality|resolution|staffed|call cent(?:er|re)|in-person|counter service|helpline|clinics?|librar(?:y|ies)|(?:swimming )?pools?|leisure cent(?:er|re)s?|community cent(?:er|re)s?|museums?|playgrounds?|youth clubs?|day cent(?:er|re)s?|car parks?|parking (?:lots?|garages?)|apps?|(?:maternity|hospital|emergency|a&e|children's|stroke|cancer|mental health|intensive care) (?:units?|wards?|services?|departments?|centres?|centers?)|wards?|hospitals?|gp (?:surgeries|practices?)|surgeries)\b`), cls: 'service_level' },
    { re: re(String.raw`\b(information about (?:[\w'-]+ ){0,2}?(?:customers'?|policyholders'?|users'?|members'?|patients'?|drivers'?|you|your)|driving (?:behaviou?r|data|habits)|journey (?:data|times|histor(?:y|ies))|data|personal information|customer information|location history|browsing history|purchase history|contact details|records|profiles?|listening habits|viewing habits|health information|(?:online |browsing |purchase |user )activit(?:y|ies)|actions (?:that )?(?:[\w-]+ )?(?:users|members|you|people|customers) take|what (?:users|you|members) (?:buy|watch|read)|photo library|contacts list|location data|details of where|where you (?:go|use|are|travel)|(?:the )?apps you use|attendance|grades|log-?ins|records|phone numbers?|email addresses|(?:scan|check|read|analy[sz]e)\w* (?:\w+ ){0,2}(?:photos|images|messages|conversations|files)|database of (?:known )?(?:[\w-]+ ){0,3}(?:hashes|images|photos|faces)|image hashes|on-device (?:scanning|matching)|(?:that|your|their|users'|the user's) (?:personal )?information)\b`), cls: 'data_sharing' },
    { re: re(String.raw`\b((?:artificial intelligence|ai|machine learning|generative)\b.{0,40}\b(?:photos?|posts?|content|images?|art|writing|recordings?|voices?|messages?|uploads?|work)|(?:photos?|posts?|content|images?|artwork|writing|stories|poems|recordings?|voices?|messages?|uploads?|work)\b.{0,60}\b(?:train|training|teach|artificial intelligence|\bai\b|models?|assistants?|chatbots?))\b`), cls: 'ai_content' },
    { re: re(String.raw`\b(jobs|positions|roles|workforce|headcount|staff(?:ing)?|employees|workers|layoffs?|redundanc(?:y|ies))\b`), cls: 'jobs' },
    { re: re(String.raw`\b((?:ceo|chief executive|executive|executives|leadership|board|directors?)(?:'s|s')?(?:\s+[\w-]+){0,3}?\s(?:pay|compensation|salar(?:y|ies)|bonus(?:es)?|package|remuneration|raise)|(?:cut|reduction|rise|increase) in (?:\w+ )?(?:salary|pay)|give up (?:their|his|her) bonus(?:es)?|(?:pay|compensation|salar(?:y|ies)|bonus(?:es)?|remuneration) (?:of|for) (?:the |its |our )?(?:ceo|chief executive|executives|leadership|board))\b`), cls: 'executive_pay' },
    { re: re(String.raw`\b(recipes?|formulas?|formulations?|ingredients?|sweeteners?|artificial (?:colou?rs?|flavou?rs?|dyes?|sweeteners?|ingredients?|preservatives?)|preservatives|additives|dyes|palm oil|new taste|original taste)\b`), cls: 'formula' },
    { re: re(String.raw`\b(legroom|seat (?:pitch|width)|sizes?|pack(?:s|age|aging|ets?)? size|portions?|grams?|ounces?|oz|ml|millilit(?:er|re)s?|servings? per|smaller|fewer (?:\w+ )?per|\d+ ?(?:g|oz|ml|kg|lb|fl oz))\b`), cls: 'size' },
    { re: re(String.raw`\b(logos?|name|(?<!co-)brand(?:ing)?|mascot|design|look|colou?rs|uniforms?|kits?|crest|(?<!\b(?:blue|disabled|parking|valid|name|id|staff|security) )badge|emblem|packaging design|typeface|identity|jersey|nickname)\b`), cls: 'brand_identity' },
    { re: re(String.raw`\b(access|accounts? (?:linking|link)|link(?:ing)? (?:a |an |their |your )?\w* ?accounts?|connect (?:a |an |their |your )?\w* ?accounts?|sign[- ]in|log[- ]?in|verification|password sharing|account sharing|paid sharing|sharing (?:outside|beyond) (?:the|your|their) household|sharing (?:of )?(?:passwords|accounts)|entry|admission|age (?:limit|verification|requirement)|id checks?|membership (?:required|only)|members-only|limits? on|cap on|quota|curfew|hours of use|eligibility|closure|accounts? (?:to be )?(?:used|shared)|same (?:home|household))\b`), cls: 'access' },
    { re: re(String.raw`\b(laws?|(?:the|a|this|finance|budget|spending) bill\b|rules?|regulations?|ordinances?|bylaws?|policy|policies|ban|bans|mandates?|requirements?|speed limits?|\d+ ?(?:mph|km/h|kmh) (?:speed )?limits?|zones?|curfews?|dress code|codes? of conduct|uniform polic(?:y|ies)|phones? (?:in|during) class|smoking|parking restrictions|restrictions)\b`), cls: 'public_rule' },
    { re: re(String.raw`\b(donations?|grants?(?!-making)|gifts?|funding (?:for|to)|charitable|matching gifts?|giving|food banks?|charit(?:y|ies))\b`), cls: 'donation' },
    { re: re(String.raw`\b(partnerships?|partners?|sponsorships?|sponsors?|ambassadors?|spokes(?:person|woman|man)|influencers?|collaborations?|endorsements?|deals? with|tie-ins?)\b`), cls: 'partnership' },
    { re: re(String.raw`\b(ceo|chief executive|president|chair(?:man|woman|person)?|director|head coach|coach|manager|principal|dean|chancellor|commissioner|executive director|superintendent)\b`), cls: 'appointment' },
    // Causes with an ideological valence.
    // A later pension or a longer qualifying period is a cut of the benefit.
    // What a plan includes and what staff are paid are benefits to those who get them.
    { re: re(String.raw`\b(\d+ ?(?:gb|mb|tb)\b|\d[\d,]* (?:minutes|texts)(?= (?:a|per|each) month)|unlimited (?:minutes|texts|calls|data)|(?:minimum|living|hourly|starting|base) (?:wage|pay)s?|wages|pay (?:rates?|rises?|increases?)|(?:staff|employees?|workers?|colleagues)(?:'s|s')? (?:pay|wages|salar(?:y|ies)))\b`), cls: 'benefit' },
    { re: re(String.raw`\b((?<!\bthe )(?:your|users'|their|customers'|members'|people's|riders'|drivers') (?:precise |exact |live |real-time )?locations?)\b`), cls: 'data_sharing' },
    { re: re(String.raw`\b((?:inactive|dormant|unused) accounts?|accounts? (?:that (?:are|have been) |which (?:are|have been) )?(?:inactive|dormant|unused)|street ?lights?|street lighting|(?:staffed )?checkouts|tills|cashiers)\b`), cls: 'service_level' },
    // Fewer school days a week is less schooling (and childcare) for families: adopting it cuts the service.
    { re: re(String.raw`\b((?:four|4|three|3)-day (?:school|instructional|teaching|class) weeks?)\b`), cls: 'service_level', inverse: true },
    { re: re(String.raw`\b((?:legal |state |statutory |minimum )?(?:retirement|pension(?:able)?) age|years of contributions?|qualifying (?:period|years))\b`), cls: 'benefit', inverse: true },
    // A penalty charged to users ("liquidated damages of $2,500 per violation") is a charge.
    { re: re(String.raw`\b((?:liquidated )?damages of|fines? of|penalt(?:y|ies) of|penalty (?:fees?|charges?))\b`), cls: 'fee' },
    // Gendered labels: removing them adopts gender-neutral marketing (the transgender-inclusion row, as the nearest measured).
    { re: re(String.raw`\b(gender(?:ed)? (?:labels?|signs?|aisles?|sections?|marketing|categories)|["'“]?boys["'”]? and ["'“]?girls["'”]? (?:aisles?|sections?|labels?|signs?|signage|categories))\b`), cls: 'cause', cause: 'transgender', inverse: true },
    // People coded to a cause whom a brand features or names: a partnership carrying the cause.
    { re: re(String.raw`\b((?:transgender|trans|nonbinary|non-binary) (?:influencers?|activists?|creators?|athletes?|models?|stars?|personalit(?:y|ies)|spokes(?:person|woman|man)|ambassadors?|tiktokers?|youtubers?))\b`), cls: 'partnership', cause: 'transgender' },
    { re: re(String.raw`\b((?:gay|lesbian|lgbtq\+?|queer|drag) (?:influencers?|activists?|creators?|performers?|queens?|stars?|ambassadors?|models?|athletes?))\b`), cls: 'partnership', cause: 'lgbtq' },
    { re: re(String.raw`\b(diversity|equity|inclusion|dei|affirmative action|diverse (?:suppliers|hiring)|supplier diversity|diversity (?:targets?|goals?|programs?))\b`), cls: 'cause', cause: 'dei' },
    { re: re(String.raw`\b(pride(?: month| collection| merchandise| night| event| campaign| flag| match)?|lgbtq\+?|lgbt|gay|lesbian|same-sex|queer|rainbow)\b`), cls: 'cause', cause: 'lgbtq' },
    { re: re(String.raw`\b(transgender|trans (?:woman|man|athletes?|influencer|creator|people|inclusion)|nonbinary|non-binary|gender identity|gender-neutral)\b`), cls: 'cause', cause: 'transgender' },
    { re: re(String.raw`\b(climate|net[- ]zero|sustainability|sustainable (?:packaging|sourcing|energy|materials?|future|development|practices|goals?|farming|agriculture|fashion|aviation|fuels?|products?|transport|travel|forestry|fishing|growth|business)|renewable|green energy|esg|environmental commitments?|carbon[- ]neutral\w*)\b`), cls: 'cause', cause: 'climate' },
    // What climate action reduces: cutting it adopts the cause, expanding it drops it.
    { re: re(String.raw`\b((?:carbon|greenhouse gas|co2) emissions|emissions|carbon|fossil fuels?|coal|oil and gas|pollution)\b`), cls: 'cause', cause: 'climate', inverse: true },
    { re: re(String.raw`\b(assault(?:-style)? (?:rifles?|weapons?)|gun sales|firearms? sales|sell(?:ing)? (?:guns|firearms|ammunition)|gun safety|gun control|background checks)\b`), cls: 'cause', cause: 'gun_control' },
    { re: re(String.raw`\b(gun[- ]rights|second amendment|nra|national rifle association|hunting (?:and )?shooting|shooting sports|firearms? (?:\w+ )?(?:association|group|lobby|coalition|alliance))\b`), cls: 'cause', cause: 'gun_rights' },
    // Names that honour slavery or the Confederacy run against the cause: taking them down advances it.
    { re: re(String.raw`\b(slave (?:owners?|traders?)|slavery|the slave trade|enslav\w+|confederate (?:generals?|leaders?|names?|monuments?|statues?|flags?)|eugenic(?:s|ist|ists)?)\b`), cls: 'cause', cause: 'racial_justice', inverse: true },
    { re: re(String.raw`\b(abolitionists?|racial justice|racial injustice|black lives matter|blm|anti-racism|racial equity|police (?:brutality|violence)|kneel\w*(?: (?:during|for) the (?:national )?anthem)?|protest\w* (?:during|against) (?:the (?:national )?anthem|police|racial)|social justice)\b`), cls: 'cause', cause: 'racial_justice' },
    { re: re(String.raw`\b(police|police officers|law enforcement|back the blue|first responders)\b`), cls: 'cause', cause: 'police' },
    { re: re(String.raw`\b(immigrants?|refugees?|asylum|migrants?|undocumented|dreamers)\b`), cls: 'cause', cause: 'immigration' },
    { re: re(String.raw`\b(abortions?|abortion (?:rights|access|care|travel|funds?)|reproductive (?:health|rights|care|freedom)|planned parenthood|pro-choice)\b`), cls: 'cause', cause: 'reproductive' },
    { re: re(String.raw`\b((?:campaigns?|campaigning|opposed to|opposes|opposing|fights?|fighting|against) (?:[\w-]+ ){0,2}?abortions?|pro-life|anti-abortion|right to life|choose life|crisis pregnancy (?:centres?|centers?)|pregnancy (?:support|resource) (?:centres?|centers?))\b`), cls: 'cause', cause: 'pro_life' },
    { re: re(String.raw`\b(faith|christian|church|churches|prayer|bible|religious|biblical|god|worship|family values|traditional values)\b`), cls: 'cause', cause: 'religion' },
    { re: re(String.raw`\b(patriotic|military|veterans?|troops|american flag|national anthem|flag-waving|made in america)\b`), cls: 'cause', cause: 'patriotic' },
  ],
  groups: [
    { re: re(String.raw`\b(existing|current|all (?:existing |current )?|loyal|long-standing|longtime|our) (customers|subscribers|members|users|clients|account holders|policyholders|season ticket holders|students|tenants|riders|patients|players|fans|donors)\b`), group: 'existing customers', role: 'customer', existing: true },
    { re: re(String.raw`\b(new (customers|subscribers|members|users|sign-?ups|clients|students|account holders|applicants))\b`), group: 'new customers', role: 'customer' },
    { re: re(String.raw`\b(customers?|subscribers?|members?|users?|clients?|shoppers?|buyers?|guests?|passengers?|riders?|travell?ers?|patients?|account holders?|policyholders?|viewers?|listeners?|readers?|players?|gamers?|diners?)\b`), group: 'customers', role: 'customer' },
    { re: re(String.raw`\b(fans|supporters|season ticket holders|spectators|ticket holders)\b`), group: 'fans', role: 'customer' },
    { re: re(String.raw`\b(students|parents|families|pupils|applicants|alumni)\b`), group: 'students and families', role: 'customer' },
    { re: re(String.raw`\b(residents|citizens|households|homeowners|renters|tenants|taxpayers|commuters|drivers|motorists|cyclists|pedestrians|neighbou?rs|locals|voters|the public|communit(?:y|ies))\b`), group: 'residents', role: 'public' },
    { re: re(String.raw`\b(employees|staff|workers|workforce|team members|colleagues|nurses|teachers|faculty|drivers union|union)\b`), group: 'employees', role: 'employee' },
    { re: re(String.raw`\b(creators|developers|sellers|merchants|vendors|suppliers|franchisees|dealers|drivers|hosts|artists|partners|small businesses|businesses|retailers|restaurants|clubs)\b`), group: 'partners', role: 'partner' },
    // Owners of a product are its customers, who already paid for it: "owners of our oldest products", "device owners".
    { re: re(String.raw`\b(owners of (?:our|their|the|a|an|these|those|eligible|older|legacy|existing|any) [\w-]+|(?:device|product|car|vehicle|console|phone|speaker|printer|bike|pet|dog|cat|tesla|iphone|android|xbox|playstation|switch) owners)\b`), group: 'existing customers', role: 'customer', existing: true },
    { re: re(String.raw`\b(shareholders|investors|(?<!home)owners|stockholders)\b`), group: 'investors', role: 'partner' },
    { re: re(String.raw`\b(donors|volunteers|supporters of the (?:trust|charity|foundation))\b`), group: 'donors', role: 'customer' },
  ],
  framing: {
    justification: [
      re(String.raw`\b(because|due to|as a result of|owing to|in order to|so (?:that )?we can|so we can|to (?:cover|offset|keep up with|pay for|fund|invest in|keep (?:investing|improving|providing|offering))|reflects? (?:the )?(?:rising|higher|increased)|costs? (?:have|has) (?:risen|gone up|increased|climbed|grown)|(?:costs?|what we pay|our (?:\w+ )?(?:costs|bills)|prices? we pay)(?: \S+){0,6} (?:has|have) (?:gone up|risen|increased|climbed|grown|doubled)|(?:not|never) (?:changed|raised|increased) (?:our |its |the )?(?:prices?|fees?|fares?) (?:since|in|for)|to keep \w+ing|(?:rising|higher|increased|soaring) (?:costs|prices|wages|energy|fuel)|inflation|to remain sustainable|to stay sustainable|to keep (?:the|our) \w+ (?:running|open|affordable)|this (?:will )?(?:allow|help|let)s? us|(?:the|this|our) (?:decision|change|move) (?:follows|comes after|responds to|is a response to)|in response to (?:\w+ ){0,3}(?:complaints|concerns|injuries|accidents|feedback|requests)|(?:this|the) change (?:will )?helps? us|(?:has|have|carries|carry) a (?:real |significant |high |growing )?cost|help(?:s)? (?:us )?keep (?:our |your )?(?:\w+ ){0,2}low|the money (?:will|raised)|revenue will|proceeds will|(?:will |to |help(?:s)? (?:to )?)?fund(?:s)? (?:rising|the|new|our|its|planned|\w+ (?:costs|wages|services|improvements|maintenance))|all of which will be (?:reinvested|spent|used)|(?:reinvested|ring-?fenced) (?:in|for)|help(?:s)? (?:us )?keep (?:\w+ ){0,2}(?:free|affordable|running|open)|will be (?:used|reinvested|spent) (?:to|on|for)|the reason|why we|first (?:increase|change|rise) (?:in|since)|(?:increase|rise|growth) in (?:our |the )?(?:\w+ )?costs|(?:to )?comply with (?:the )?(?:new )?(?:[\w-]+ )?(?:rules|regulations?|law|legislation|requirements)|required by (?:law|the new)|(?:grant|funding|subsidy) (?:has been |was |is being )?(?:cut|reduced|withdrawn)|cuts? (?:to|in) (?:our |its |the )?(?:\w+ )?(?:grant|funding|subsidy))\b`),
    ],
    grandfathering: [
      re(String.raw`\b((?:existing|current|all|every|each)(?: existing| current)? (?:customers?|subscribers?|members?|users?|plans?|contracts?|account holders?|policyholders?|season[- ]ticket holders?|students?)\b[^.;]{0,50}\b(?:keep|continue|remain|retain|stay|will not (?:see|pay|be affected)|won't (?:see|pay|be affected)|are not affected|unaffected|unchanged|grandfathered|locked)|(?:will not|won't|does not|doesn't) (?:affect|apply to|change (?:anything )?for) (?:existing|current|any existing|anyone (?:already|who))|only (?:applies|apply|affects?) (?:to )?new|for new (?:customers|subscribers|members|users|sign-?ups|students|contracts) only|new (?:customers|subscribers|members|students) only|(?:prices?|rates?|fares?|tariffs?|terms)\s+(?:are\s+|is\s+|will be\s+)?locked in|locked-in (?:prices?|rates?|fares?)|lock in (?:your|the|their|today's) (?:prices?|rates?|fares?)|price lock|keeps? (?:their|your|his|her) (?:current |existing )?(?:rate|price|plan|terms|tariff|fare)s?|honou?r (?:all )?(?:existing|current)|(?:who|that) already (?:hold|have|own|pay|subscribe|use)\w*\b.{0,80}\b(?:keep|will not|won't|stay|remain|never)|for new (?:[\w-]+ ){0,2}(?:holders|customers|members|accounts|subscribers|students|contracts|users|sign-?ups) only|applies (?:only )?to new (?:[\w-]+ ){0,2}(?:accounts|customers|members|contracts|subscribers) only|will never pay|(?:who|that) (?:joined|signed up|subscribed|bought|booked|enrolled|registered) (?:before|by|prior to)\b[^.;]{0,60}\b(?:will not|won't|are not|aren't) (?:be )?(?:affected|pay|charged)|only (?:applies to |apply to |affects? )?(?:new )?(?:members|customers|subscribers|students|users) (?:joining|who join|signing up|who sign up)|(?:already|currently) (?:on|in|subscribed to|signed up to|a member of)\b[^.;]{0,60}\b(?:keep|continue|remain|retain|stay|will not (?:see|pay|be affected)|won't (?:see|pay|be affected)))\b`),
    ],
    apology: [re(String.raw`\b(sorry|apologi[sz]e|apology|apologies|we regret|regrettably|we (?:know|understand|recogni[sz]e) (?:this|that|how)|we got (?:this|it) wrong|this is not (?:a )?(?:decision|news) we|difficult decision|not a decision we (?:take|took|make|made) lightly)\b`)],
    compensation: [re(String.raw`\b(refunds?|refunded|(?:a|an|one-off|one-time|bill|account|service|statement|free) credits?\b(?! cards?|,? (?:or )?debit)|(?<=[$£€])\d[\d.,]* (?:[\w-]+ )?credits?\b|credited|free (?:month|months|year|upgrades?|trial)|discounts? (?:for|to|of)|compensat\w+|reimburs\w+|(?:a|an|gift|discount|travel|meal|\d+) vouchers?|at no (?:extra |additional )?cost|(?<!\b(?:have|has|had|used to) (?:[\w']+ ){1,3})for free(?=\s*[.,;!)]|\s*$| (?:to|for|until|during|at|in|on|when|if|from|with)\b)|waive[sd]?|rebates?(?! cards?)|hardship (?:fund|support|scheme)|(?:help|support|customer|hardship|assistance|emergency) fund (?:offers|provides|gives|can|will)|grants? of up to|(?:bills?|prices?|fares?|rents?|fees?) (?:will be )?held at (?:current|today's|the current) (?:levels?|rates?|prices?)|assistance (?:program|fund)|severance|outplacement|(?:travel|commuting|relocation|home-working|equipment) allowance|(?:we will |will )?cover (?:parking|travel|commuting|the cost of (?:travel|parking|commuting))|redeploy\w*|voluntary redundanc(?:y|ies)(?: packages?)?|exemptions? for (?:low-income|seniors|students)|discounted rate for|bursar(?:y|ies)|scholarships? (?:for|to)|financial aid|(?:full|partial) exemption|(?:residents|people|households|families|those|customers|students|members|pensioners|seniors|children|holders|users)\b[^.;]{0,80}\b(?:will be|are|is) exempt(?:ed)?\b|\d+ ?% (?:discount|off|reduction)|cover (?:the|this) (?:full |whole |entire )?(?:\w+ )?(?:increase|rise)|price freeze|(?:will be|are|is) frozen|social tariffs?|(?:will )?(?:enter|travel|park|ride|visit|get in) (?:for )?free|free (?:entry|admission|of charge) for|(?:will be|are|is) free for)\b`)],
    opt_out: [re(String.raw`\b((?:will )?(?:remain|stay|continue to be) free(?! to\b)|(?:holders|members|customers|subscribers|users|people|those|anyone|passengers|players|fans|residents|owners) (?:who|that) (?:want|wish|prefer|would like|choose|need) to [^.;]{0,60}? can\b|opt[- ]out|opt[- ]in|you (?:can|may) (?:choose|decide|turn (?:it )?off|switch (?:it )?off|keep|stay)|option to (?:decline|opt|refuse|turn|keep|stay|switch|say no)|if you (?:prefer|would rather|do not want)|can keep (?:using )?(?:the|your)|in (?:your )?settings|choose whether|(?:more|greater|extra) choice|(?:it is|it's) your choice|the choice is yours|you decide)\b`)],
    exit: [re(String.raw`\b(cancel (?:your|their|at any time|any ?time|online|before|within|without)|close (?:your|their|the|an) (?:account|membership|policy|deposit)|(?:leave|end|terminate) (?:your|their|the) (?:contract|plan|membership|subscription|agreement|policy)|(?:leave|switch(?: provider| supplier)?) (?:at no cost|without (?:a |an |any )?(?:penalty|fee|charge|exit fee|early termination charge))|penalty-free|(?:exit|early termination|cancellation) (?:fee|charge|penalty)|delete (?:your|their) account|right (?:of|to) (?:terminat\w+|cancel\w*|leave)|(?:full|pro-?rata) refund (?:if|for (?:the )?(?:remaining|unused)))\b`)],
    phase_in: [re(String.raw`\b(gradually|phased|in phases|in stages|step by step|(?<!\b(?:invest\w*|spend\w*|raise\w*|rais(?:e|ing)|sav(?:e|ing)|cost\w*|borrow\w*|million|billion|funding)\s)over (?:the )?(?:next )?(?:\w+ )?(?:months|years|weeks)|(?:\w+|\d+) (?:months|weeks|days)(?:'|’)? (?:advance )?notice|advance notice|notice period|starting (?:next|in) (?:year|spring|summer|autumn|fall|winter)|from next year|from \d{1,2} \w+ next year|(?:at least )?(?:\d+|two|three|four|six|eight|ten|twelve) (?:weeks|months) before (?:it|the|we|they|this|any)\b|(?:beginning|starting|from) (?:in )?(?:the )?\d{4}[–-]\d{2,4} (?:school |academic |financial |tax )?year|trial period|pilot)\b`)],
    consultation: [re(String.raw`\b(consult(?:s|ed|ing|ations?)?\b|feedback|listen\w*|hear(?:d|ing)? from|public (?:hearing|meeting|comment)|town hall|survey(?:ed)?|we asked|after (?:talking|speaking) (?:with|to)|working with (?:the |our )?(?:community|residents|fans|members|students|union)|input from|co-design\w*|advisory (?:board|panel|group))\b`)],
    hedging: [new RegExp(String.raw`\b((?:might|could) (?:be|rise|increase|change|go|apply|affect|see|introduce|consider|decide|raise|cut|end)|considering|exploring|may (?:be|consider|change|introduce|raise|apply|affect)|possibly|potentially|we are looking at|under review)\b`, 'g')],
  },
  newAdjective: re(String.raw`\b(new|additional|extra|added|higher|increased|larger|bigger)\s+$`),
  decimalComma: false,
  // English announcements name their subject, so any sentence-initial change verb is an instruction.
  instruction: /^/,
  negation: re(String.raw`(?:\b(not|never|no|won't|will not|cannot|can't|don't|doesn't|isn't|aren't|without)\s+(?:\w+\s+)?|\bno (?:one|[\w-]+) (?:will|would|shall|is going to|needs to|has to) (?:\w+\s+)?)$`),
  cueNegation: /\b(?:not|never|without|n't|nor)\s+(?:[\w-]+\s+){0,3}$/,
  compoundGap: /^\s*(?:to\s+|be\s+)?$/,
  purpose: /\b(?:to|help (?:us|them|you|it) (?:to )?)\s*$/,
  purposeChain: /\b(to\s+)[a-z]+\b[^.;:,]{0,60}\band\s+$/,
  controlBeforeTo: /\b(?:decision|will|would|shall|plans?|planned|planning|intends?|aims?|aiming|commits?|committed|pledges?|pledged|decided|agreed|voted(?:\s+\d+\s*[–-]\s*\d+|\s+unanimously)?|going|wants?|wanted|needs?|needed|has|have|had|able|begins?|began|continues?|expects?|proposes?|proposed|set|hopes?|chose|chosen|choose|prepared|ready|about|moves?|moved|seeks?|forced|required|obliged|asked|asks|allowed|plan|try|tries|tried|starts?|started|due|likely|will have|is|are)\s+to\s+$/,
  pastMarker: /\b(?:last (?:year|month|week|spring|summer|autumn|fall|winter|season)|in (?:19|20)\d\d|(?:a|one|two|three|four|five|\d+) (?:years?|months?) ago|previously|earlier this (?:year|month)|in the past|back in)\b/,
  pastVerb: /(?:ed|rose|cut|fell|went up|went down|grew|began|brought in|shut|hit)$/,
  taxBase: {
    beyondHarm: /\b(?:diet (?:drinks?|sodas?|colas?)|(?:regular|sugar-sweetened) and diet|non-caloric|zero-calorie|sugar-free|artificially sweetened|calorie-free|no-sugar)\b/,
    corrective: /\b(?:plastic (?:shopping |carrier )?bags?|carrier bags?|single-use|sugar(?:y|ed)?|added sugar|sweetened|soft drinks?|sodas?|fizzy drinks?|tobacco|cigarettes?|smoking|vap(?:e|es|ing)|alcohol(?:ic)?|junk food)\b/,
    wealth: /\b(?:large (?:companies|corporations|businesses|employers|firms)|corporations|(?:businesses|companies|employers|firms) with (?:more than|over|at least)|high earners|(?:incomes?|earnings|profits|estates?|assets|fortunes?) (?:above|over|of more than)|millionaires|billionaires|the wealthiest|the richest|producers and importers|paid by (?:producers|manufacturers|companies|businesses|employers)|windfall)\b/,
  },
  targetedRelief: /\b(?:instal?ments|spread the cost|payment plans?|pay monthly|residents|locals|children|kids|juniors|under-\d+s?|over-\d+s?|schools?|libraries|charities|print subscribers|existing subscribers|members of|disabled|blue badge|wheelchair|carers|veterans|nhs staff|key workers|emergency (?:services|vehicles)|medical need|hospital|patients|travelling for|those who|people who|families who|anyone who)\b/,
  lowIncomeRelief: /\b(?:low[- ]incomes?|lower[- ]income|on benefits|universal credit|council tax support|means-tested support|pensioners|seniors|over-(?:60|65)s?|students|under-1[68]s?|families (?:earning|with incomes?) (?:under|below)|the (?:poorest|least well-off)|hardship|worried about (?:paying|money|bills)|struggling (?:to pay|with (?:bills|payments|costs))|(?:difficulty|trouble) paying|can(?:no|')t afford|(?:priority|vulnerable|support) (?:services )?register|vulnerable customers)\b/,
  necessity: /\b(?:food|bread|groceries|staples?|milk|flour|rice|fuel|diesel|petrol|gasoline|energy bills?|electricity|heating|gas bills?|water bills?|water|rent|rents|medicines?|prescriptions?|public transport|bus fares?|train fares?|basic goods)\b/,
  heritage: /\b(?:(?:figure|mascot|character)s?\b[^.;]{0,80}\bno longer (?:appear|be used|be shown|feature)|first (?:change|redesign|update|rebrand)\b[^.;]{0,60}\b(?:in|since)\b[^.;]{0,30}\b(?:years?|history|decades?)|(?:\d{2,3}|ninety|hundred)-year (?:history|heritage|tradition)|in more than (?:\d{2,3}|twenty|thirty|forty|fifty) years|(?:since|founded in|established in|est\.?) (?:1[6-8]\d\d|19[0-7]\d)|(?:classic|iconic|original|familiar|beloved|heritage|traditional|old-fashioned) (?:[\w-]+ )?(?:tins?|logo|look|design|formula|recipe|taste|name|box|packaging|figure|mascot|wordmark|shell|cup)s?)\b/,
  owned: /\b(?:(?:software|firmware|system|game|console|app|over-the-air|ota) updates?|over-the-air|update (?:to|for) (?:the |your )?(?:app|software|firmware|game|device|console|printer)|patch \d[\d.]*|firmware|after (?:the|this) update|the update (?:will|arrives|is)|already (?:own|bought|purchased|paid for)|(?:you|customers|owners|players|users|people) (?:who )?(?:already )?(?:own|bought|purchased|paid for) (?:a|an|the|their|your|it|them)\b|existing (?:owners|devices|games|saves|purchases|units|hardware|printers|cars|vehicles|speakers)|(?:devices?|products?|games?|cars?|vehicles?|printers?|speakers?|consoles?) (?:that )?(?:you|they|customers|owners) (?:already )?(?:own|bought|purchased|have)|owners of (?:our|the|their|existing|older|legacy)|legacy (?:devices|products|hardware)|existing (?:players|owners)|to (?:keep|continue) (?:playing|using|accessing)|(?:their|your) (?:[\w-]+ ){0,2}(?:devices|hubs|printers|consoles|speakers|games|cars|vehicles))\b/,
  retro: /\b(?:pays? homage to|homage to|inspired by (?:our|the) (?:original|classic|old|earlier)|return(?:s|ing)? to (?:our|the|its) (?:original|classic|old|earlier|roots)|(?:logos?|look|designs?) of the (?:19|20)?\d0s|revives? (?:the|our) (?:original|classic|old))\b/,
  perfectOrGiven: /(?:\b(?:has|have|had)\s+(?:been\s+|already\s+|also\s+)?(?:risen|rose|increased|gone up|gone down|fallen|fell|dropped|grown|grew|climbed|doubled|declined|decreased|shrunk|shrank|reduced)|\b(?:will be|are|is|would be)\s+offered)$/,
  adjectiveUse: /\b(?:of|the|a|an|with|for|at|by|from|in|on|its|our|their|his|her|these|those|this|that|any|some|much|faculty|staff|diversity|graduate|student|new|more|fund|funds|funding)\s+$/,
  adjectiveForm: /^(?:lower|higher|reduced|increased|cut|limited|hiring|recruiting|rising|falling|growing|reduction|increase|rise|drop|changes?|updated|new look|charges?)$/,
  future: /\b(?:(?:is|are) (?:now )?being|under (?:the|these|our|its) (?:new |updated |revised )?(?:terms|polic(?:y|ies)|rules|plan|law|scheme|agreement|programme|program|bill|reform|proposals?)|will|shall|'ll|won't|going to|plans? to|planning to|intends? to|aims? to|is to|are to|set to|due to|would|may|might|could|can|cannot|from (?:next|the|\d|january|february|march|april|may|june|july|august|september|october|november|december|today|now|then)|starting|beginning|effective|as of|next (?:year|month|week|season|term)|later this|this (?:autumn|fall|spring|summer|winter|year)|in (?:the )?(?:coming|next)|new\b|no longer|going forward|from now on)/,
  futureVerb: /(?!)/,
  frequencyCount: /\b(?:(\d+|once|twice|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:times?\s+|days?\s+(?=(?:a|per)\s+week))?(?:a|per|each)\s+(day|week|fortnight|month|year)|(twice daily|daily|every day|each day|nightly|weekly|every week|fortnightly|monthly|every month|hourly|every hour))\b/g,
  frequencyNow: /\b(?:currently|at present|at the moment|presently|until now|so far|today|used to|instead of|rather than|down from|up from|compared with)\b/,
  marketingWork: /\b(?:(?:advertising|marketing|ad|brand) campaigns?|(?:tv |television |online |print |holiday |christmas |promotional |new )?(?:ads?|adverts?|advertisements?|advertising|commercials?|spots?|videos?|clips?|short films?|billboards?|posters?)|(?:twitter|instagram|tiktok|facebook|social media) (?:posts?|threads?|accounts?)|(?:full-page |newspaper )?(?:advertisement|headline)s?|tagline|campaign)\b/,
  cheaperOption: /\b(?:lowest|cheapest|cheaper|lower-priced|lower priced|budget|entry-level|no-frills|basic (?:fare|plan|tier)|more (?:affordable|choice))\b/,
  marketingContent: /\b(?:images?|photos?|photographs?|pictures?|ads?|adverts?|advertisements?|videos?|posts?|campaign|spots?|commercials?|billboards?|posters?)\b/,
  marketingWithdrawn: /\b(?:withdraw\w*|pull\w*|take down|taking down|remov\w*|stop (?:running|showing|airing|using)|no longer (?:run|air|show|use))\b(?:\s+(?!and\b|but\b)[\w'-]+){0,4}\s*$/,
  portrayedGroup: /\b(?:(?:chinese|japanese|korean|indian|african|mexican|arab|asian|black|white|latin[oax]|hispanic|indigenous|aboriginal|muslim|jewish|hindu|sikh|christian|italian|french|american|british|irish|russian|middle eastern|south asian|east asian)(?:-\w+)? (?:model|models|woman|women|man|men|girls?|boys?|people|person|families|family|actors?|actresses?|mothers?|fathers?|children|customers|consumers)|(?:a|the|every|one|two) (?:woman|girl|wife|mother|housewife)\b[^.]{0,80}\b(?:husband|boyfriend|father|man)|women (?:belong|should|are|can't|cannot|need)|(?:women|woman)'s bodies|women's bodies|body (?:types?|shapes?)|(?:curvaceous|slender|plus-size|petite) (?:to|and|or|women|bodies)|skin colou?rs?|skin tones?|race and gender|gender roles?)\b/,
  frequencyChange: /\bevery (\d+|a|an|one|other|two|three|four|five|six|seven|eight|twelve)?\s?(days?|weeks?|fortnight|months?|years?) instead of (?:every|once every|once a)? ?(\d+|a|an|one|other|two|three|four|five|six|seven|eight|twelve)?\s?(days?|weeks?|fortnight|months?|years?)?/,
  pastPassive: /\b(?:was|were|had been)\s+(?:\w+ly\s+)?$/,
  notTheActors: /(?:\b(?:if|unless|should|when|whenever)\s+(?:you|they|customers|members|subscribers|users|people|anyone|someone|a customer|a member)\b[^,.;]*|\b(?:other|several|many|some|neighbou?ring|rival|competing|competitors?|peers?|most)\b[^.;,]{0,40}\b(?:have|has|had)\s+(?:already\s+|also\s+)?)$/,
customerOption: /\b(?:members|customers|users|subscribers|residents|students|fans|you|they|people|drivers|passengers|players|owners|holders|anyone|those)\s+(?:(?:who|using|with|on|outside)\s+[^,.;]{0,70}?\s+)?(?:can|may|will be able to|are able to|will still be able to)\s+(?:still\s+|also\s+)?(?:(?:(?!\b(?:we|but|will|our|the company)\b)[^.;:])*,\s*)?$/,
  continuation: /\b(?:continue|continues|continuing|keep|keeps|still|remain|remains)\s+(?:to\s+)?$/,
  existingLeftOut: /\b(?:(?:existing|current|previous|earlier) (?:owners|customers|buyers|members|subscribers|holders)|(?:customers|owners|buyers|those|people) who (?:have )?already (?:bought|paid|purchased|subscribed|booked))\b[^.;]{0,80}\b(?:will not|won't|do not|don't|are not|aren't|cannot) (?:receive|get|be (?:offered|eligible|entitled|refunded|compensated))/,
  reasonNoun: /\b(?:despite|after|given|because of|due to|following|amid|owing to|as a result of)\s+(?:the|a|an|this|that|its|our|their|recent)\s+(?:[\w-]+\s+)?$/,
  greeting: re(String.raw`^\s*(dear|hello|hi|hey|greetings|to (?:all )?our|good (?:morning|afternoon|evening))\b[^.,:;!\n]*[,:;!\n]\s*`),
  actorTypes: {
    government: {
      name: re(String.raw`\b(city|county|state|government|council|ministry|department|authority|agency|municipality|borough|parliament|congress|governor|mayor|administration|commission|transport for|district council|region|province|republic of|kingdom of|commonwealth of|federal|senate|assembly|legislature|nhs|health (?:board|service|authority)|national park|park service|foundation trust|hospitals? trust|police|fire (?:and rescue )?service)\b`),
      context: re(String.raw`\b(residents|taxpayers|ordinance|bylaw|signed (?:into )?law|legislation|public consultation|city hall|voters|citizens|parliament\w*|ministers?|finance bill|the bill|budget|public money|public participation|revenue|tax(?:es)?|levy|motorists|households)\b`),
    },
    sports: {
      name: re(String.raw`\b(league|fc|f\.c\.|club|united(?! states| airlines| kingdom| nations| parcel| way| postal)|athletic|rovers|wanderers|city fc|sporting|federation|association football|nfl|nba|mlb|nhl|mls|fifa|uefa|olympic)\b`),
      context: re(String.raw`\b(fans|season tickets?|stadium|matches|match days?|kick-?off|home games?|supporters|players|squad|kit)\b`),
    },
    nonprofit: {
      name: re(String.raw`\b(foundation|trust|charity|society|fund|alliance|coalition|red cross|institute for|nonprofit|non-profit|ngo|relief|rescue|sanctuary|museum|wildlife|shelter|hospice|food bank)\b`),
      context: re(String.raw`\b(donors|volunteers|charitable|charity|donations|donated|donate|our mission|beneficiaries|grants|grant-making|grantees|fundrais\w*|appeal)\b`),
    },
    school: {
      name: re(String.raw`\b(university|college|school|academy|institute of technology|polytechnic|school district|unified school|board of education|campus)\b`),
      context: re(String.raw`\b(students|tuition|faculty|campus|semester|term|enrol\w*|parents|pupils|classes|graduates)\b`),
    },
  },
  actorVerb: re(String.raw`\s+(?:will|would|shall|plans?|is|are|has|have|had|announce[sd]?|announcing|intends?|today|to|said|says|signed|approved|voted|decided|confirmed|unveil(?:s|ed)|launch(?:es|ed)|introduc(?:es|ed)|adopted|passed|agreed|is set|are set)\b`),
  fromTo: re(String.raw`\bfrom\s+(?:us)?[$£€]?\s?(\d[\d,]*(?:\.\d+)?)\s*(%|percent|per cent|pence|p|cents?|dollars|euros|pounds)?(?:\s+(?:ear|apr|aer|a year|a month|per year|per month|each|a day|per day))?\s+to\s+(?:us)?[$£€]?\s?(\d[\d,]*(?:\.\d+)?)`),
  insteadOf: re(String.raw`(?:us)?[$£€]?\s?(\d[\d,]*(?:\.\d+)?)\s*,?\s*(?:[\w%]+,?\s){0,5}?(?:instead of|rather than|up from|down from|compared with|compared to|versus|vs\.?)\s+(?:the (?:current|old|usual) )?(?:every )?(?:us)?[$£€]?\s?(\d[\d,]*(?:\.\d+)?)`),
};
