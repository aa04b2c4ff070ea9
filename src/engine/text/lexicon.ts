/**
 * The issue taxonomy, framing cues and moral-foundation cue words the featurizer looks for.
 * Our own hand-written lexicon (no redistributable copy of the Moral Foundations Dictionary 2.0
 * exists). Patterns are case-insensitive regular expressions over
 * the scenario text; every hit keeps its span so the report can cite it.
 *
 * Each issue type loads one or more appraisal mechanisms (see `Mechanism`) with a weight in
 * [0, 1]: how strongly that kind of action engages the mechanism when it is plainly stated.
 */

/** Appraisal mechanisms of docs/engine.md step 3, each with its empirical anchor in `population/priors.ts`. */
export const MECHANISMS = ['fairness', 'loss', 'privacy', 'betrayal', 'identity', 'harm', 'status_quo'] as const;
/** One of MECHANISMS. */
export type Mechanism = (typeof MECHANISMS)[number];

/** Who an issue touches first (the role whose exposure is full). */
export type RoleTarget = 'customers' | 'employees' | 'partners' | 'public';

/** One entry of the issue taxonomy. */
export interface IssueType {
  id: string;
  patterns: RegExp[];
  mechanisms: Partial<Record<Mechanism, number>>;
  targets: RoleTarget[];
}

const re = (s: string) => new RegExp(s, 'gi');

/** At least 15 action types (issue 3 item 1), each mapped to mechanisms. */
export const ISSUE_TYPES: IssueType[] = [
  {
    id: 'price_increase',
    patterns: [
      re(String.raw`\b(rais\w*|increas\w*|hik\w*|go(?:es|ing)? up|ris(?:e|es|ing))\b[^.;]{0,60}\b(prices?|fees?|fares?|rates?|costs?|subscriptions?|tuition|rent|premiums?)\b`),
      re(String.raw`\b(prices?|fees?|fares?|rates?|subscriptions?|premiums?)\b[^.;]{0,40}\b(will )?(ris\w*|increas\w*|go(?:es)? up)\b`),
      re(String.raw`\bfrom (?:US)?[$£€]\s?\d[\d,.]*\s+to\s+(?:US)?[$£€]\s?\d[\d,.]*`),
    ],
    mechanisms: { fairness: 0.55, loss: 0.7 },
    targets: ['customers'],
  },
  {
    id: 'new_fee',
    patterns: [
      re(String.raw`\b(new|additional|extra|annual|monthly|per[- ]\w+)\s+(fee|charge|surcharge|levy)\b`),
      re(String.raw`\b(will|to)\s+(pay|charge|be charged)\b`),
      re(String.raw`\bpaid (tier|agreement|plan|access|version)\b|\bpaywall\b|\bpremium (access|tier)\b|\bper \d[\d,]* (api )?calls?\b`),
      re(String.raw`[$£€]\s?\d[\d,.]*\s*(a|per)\s+(day|month|year|install|call|bag)\b`),
    ],
    mechanisms: { fairness: 0.5, loss: 0.55 },
    targets: ['customers', 'partners'],
  },
  {
    id: 'benefit_removal',
    patterns: [
      re(String.raw`\b(no longer|will not (?:include|offer|be available|support)|discontinu\w*|eliminat\w*|remov\w*|phas\w* out|end(?:s|ing)? (?:the|its|support)|retir\w*|drop(?:s|ping)? (?:the|its|support))\b`),
      re(String.raw`\b(not include|without (?:a|the))\b`),
    ],
    mechanisms: { loss: 0.55, status_quo: 0.35, betrayal: 0.2 },
    targets: ['customers'],
  },
  {
    id: 'terms_privacy',
    patterns: [
      re(String.raw`\b(privacy policy|terms of (?:service|use)|personal (?:data|information)|user data|data (?:sharing|collection)|shar\w* (?:your |their |user |personal )?(?:data|information)|information (?:\w+ ){0,3}shares? with|tracking|location data|biometric|phone numbers?|surveillance|cameras? (?:will )?(?:read|record|track|scan)\w*|number plates)\b`),
      re(String.raw`\b(accept the (?:updated |new )?terms|in order to continue using)\b`),
    ],
    mechanisms: { privacy: 0.8, betrayal: 0.3, fairness: 0.2 },
    targets: ['customers'],
  },
  {
    id: 'ai_content',
    patterns: [
      re(String.raw`\b(artificial intelligence|generative ai|\bai\b|machine learning|train(?:ing)? (?:our |its )?(?:ai |language )?models?|large language models?)\b`),
      re(String.raw`\b(data api|api (?:access|calls?)|scrap\w+)\b`),
    ],
    mechanisms: { privacy: 0.45, fairness: 0.35, betrayal: 0.25 },
    targets: ['partners', 'customers'],
  },
  {
    id: 'layoffs_closures',
    patterns: [
      re(String.raw`\b(lay(?:ing)? off|layoffs?|job cuts?|cut(?:ting)? \d[\d,]* (?:jobs|positions|roles)|workforce reduction|reduc\w* (?:our|its|the) workforce|clos\w* (?:\d+ )?(?:stores?|plants?|factories|offices|locations|branches|restaurants))\b`),
    ],
    mechanisms: { harm: 0.7, fairness: 0.4, betrayal: 0.3 },
    targets: ['employees', 'public'],
  },
  {
    id: 'rebrand_design',
    patterns: [
      re(String.raw`\b(logo|rebrand\w*|brand (?:mark|identity|name)|wordmark|visual identity|redesign\w*|renam\w*|new name|typeface|colou?r scheme)\b`),
    ],
    mechanisms: { status_quo: 0.5, identity: 0.1 },
    targets: ['customers', 'public'],
  },
  {
    id: 'formula_product_change',
    patterns: [
      re(String.raw`\b(new formula|formula|recipe|reformulat\w*|taste|ingredients?|replace the (?:current|original|existing)|separate (?:its|the) (?:two )?services|split\w* (?:into|the))\b`),
    ],
    mechanisms: { status_quo: 0.7, loss: 0.35, betrayal: 0.25 },
    targets: ['customers'],
  },
  {
    id: 'heritage_change',
    patterns: [
      re(String.raw`\b(first change (?:to|in) (?:\w+ ){0,6}(?:history|years)|\d+-year history|in more than \d+ years|(?:for|over) (?:more than )?\d+ years|familiar|iconic|classic|beloved|heritage|traditional|old[- ]timer|old country|since (?:18|19)\d\d|original (?:formula|recipe|design|logo|version))\b`),
    ],
    mechanisms: { status_quo: 0.8, betrayal: 0.25, identity: 0.1 },
    targets: ['customers', 'public'],
  },
  {
    id: 'identity_culture',
    patterns: [
      re(String.raw`\b(transgender|trans |lgbtq?\+?|pride|gay|same-sex|diversity|equity|inclusion|dei\b|racial|racism|police|kneel\w*|national anthem|social justice|woke|patriot\w*|religio\w*|christian|muslim|abortion|guns?|immigra\w*|protest\w*|activis\w*|political|conservative|liberal|sacrific\w*|believe in something|take a stand|stand up for|speak out)\b`),
    ],
    mechanisms: { identity: 0.8, status_quo: 0.2 },
    targets: ['public'],
  },
  {
    id: 'safety_health',
    patterns: [
      re(String.raw`\b(unsafe|recall\w*|injur\w*|contaminat\w*|side effects?|risks? to (?:health|safety|users|customers|children)|toxic|hazard\w*|danger\w*|fatal\w*|deaths?)\b`),
    ],
    mechanisms: { harm: 0.6 },
    targets: ['public'],
  },
  {
    id: 'environment',
    patterns: [
      re(String.raw`\b(environment\w*|climate|emissions?|carbon|plastic|pollut\w*|recycl\w*|litter|waste|drilling|deforest\w*|sustainab\w*|congestion)\b`),
    ],
    mechanisms: { harm: 0.25 },
    targets: ['public'],
  },
  {
    id: 'labour',
    patterns: [
      re(String.raw`\b((?:cut|cuts|cutting|reduc\w*|freez\w*|lower\w*) (?:\w+ ){0,2}(?:wages?|pay|hours|benefits|pensions?|staff(?:ing)?)|return to (?:the )?office|end(?:ing)? remote work|union[- ]busting|outsourc\w*|replac\w* (?:\w+ ){0,2}(?:workers|staff|employees) with|unpaid overtime)\b`),
    ],
    mechanisms: { harm: 0.3, fairness: 0.2 },
    targets: ['employees'],
  },
  {
    id: 'access_restriction',
    patterns: [
      re(String.raw`\b(restrict\w*|limit(?:s|ed|ing)? (?:access|to)|only (?:be )?available|requir\w* (?:an? )?(?:account|login|subscription|verification)|password sharing|ban(?:s|ned|ning)?|block\w*|exclusive(?:ly)?|will need|must (?:accept|pay|register))\b`),
    ],
    mechanisms: { loss: 0.4, fairness: 0.35 },
    targets: ['customers', 'partners'],
  },
  {
    id: 'tax_levy',
    patterns: [re(String.raw`\b(tax(?:es)?|levy|levies|toll|duty|duties|tariffs?|congestion charg\w*|charging zone)\b`)],
    mechanisms: { fairness: 0.3, loss: 0.35 },
    targets: ['public'],
  },
  {
    id: 'policy_regulation',
    patterns: [
      re(String.raw`\b(government|regulat\w*|legislation|law|ministry|council|mayor|parliament|mandat\w*|compliance|revenue commissioners|will be required)\b`),
    ],
    mechanisms: { status_quo: 0.15, fairness: 0.1 },
    targets: ['public'],
  },
  {
    id: 'partnership_endorsement',
    patterns: [
      re(String.raw`\b(partner\w*|sponsor\w*|collaborat\w*|ambassador|endorse\w*|featuring|campaign|influencer|spokes\w*)\b`),
    ],
    mechanisms: { identity: 0.2 },
    targets: ['public'],
  },
  {
    id: 'retroactive_forced',
    patterns: [
      re(String.raw`\b(retroactiv\w*|(?:for|to|on|of) (?:all )?existing (?:customers|users|members|subscribers|games|installs|accounts)|effective immediately|immediately|will be replaced|replaced by|will replace|automatically|all (?:users|customers|members)|in order to continue)\b`),
    ],
    mechanisms: { betrayal: 0.55, status_quo: 0.25 },
    targets: ['customers'],
  },
  {
    id: 'demand_exploitation',
    patterns: [re(String.raw`\b(due to (?:high |strong |increased )?demand|surge pricing|dynamic pricing|shortage|because we can|record (?:profits?|earnings|revenue))\b`)],
    mechanisms: { fairness: 0.9 },
    targets: ['customers', 'public'],
  },
];

/** Framing cues that mitigate (or, for `hedging`, blur) the reaction (issue 3 item 1). */
export const FRAMING_CUES: Record<string, RegExp[]> = {
  justification: [
    re(String.raw`\b(because|due to (?:rising|higher|increased) costs?|to (?:help )?(?:fund|invest|support|cover|keep|continue|offset|protect|reduce|improve)|in order to (?:fund|invest|keep|reduce|support)|intended to|will go to|(?:be )?invested in|used to fund|proceeds will|allows? us to|needs? to be (?:a )?self-sustaining|so that|reflects? (?:how|that)|(?:raise|increase|higher) (?:\w+ ){0,3}wages?|invest(?:ment)? in (?:our )?(?:people|employees|staff))\b`),
  ],
  compensation: [
    re(String.raw`\b(refund\w*|credits? (?:of|worth)|annual (?:hotel |airline )?credit|discount\w*|free (?:of charge|access|tier|upgrade)|new benefits|will (?:also )?(?:receive|get|earn|include)|reward|compensat\w*|exempt\w*)\b`),
  ],
  grandfathering: [
    re(String.raw`\b(grandfather\w*|existing (?:customers|members|card members|subscribers|users) (?:will )?(?:keep|continue|retain|at their (?:next )?renewals?)|at (?:their )?(?:next )?renewals?|will keep (?:free )?access|current (?:customers|members|plans) (?:will )?(?:keep|remain)|are not affected|not be affected|will not change|will continue (?:to|unchanged)|same rights|no change (?:to|for))\b`),
  ],
  opt_out: [re(String.raw`\b(opt[- ](?:out|in)|optional|choose|choice|can (?:disable|turn off|decline)|switch off|if they (?:wish|prefer)|alternative)\b`)],
  phase_in: [
    re(String.raw`\b(gradual\w*|phas\w* in|over the (?:next|coming) (?:\w+ )?(?:months|years|weeks)|lead time|advance notice|two-year|from (?:january|february|march|april|may|june|july|august|september|october|november|december) \d{4}|starting (?:in|on|from)|pilot|small number of locations)\b`),
  ],
  consultation: [re(String.raw`\b(feedback|consult\w*|listen\w*|survey\w*|research (?:over|shows)|taste tests|community input|heard from|in dialogue)\b`)],
  hedging: [re(String.raw`\b(may|might|could|exploring|considering|plan(?:s|ning)? to consider|test(?:ing)?|trial)\b`)],
  evidence: [re(String.raw`\b(\d+% of (?:people|customers|users)|research|study|tests? with|recogni[sz]e)\b`)],
};

/** Stakeholder groups the text can name, mapped to a population role (docs/engine.md step 2). */
export const STAKEHOLDER_CUES: Record<string, { role: 'customer' | 'employee' | 'partner' | 'investor' | 'public'; pattern: RegExp }> = {
  customers: { role: 'customer', pattern: re(String.raw`\b(customers?|users?|members?|subscribers?|consumers?|drivers?|shoppers?|card ?members?|fans?|players?|passengers?|patients?|students?|viewers?|diners?)\b`) },
  employees: { role: 'employee', pattern: re(String.raw`\b(employees?|workers?|staff|workforce|team members?|crew)\b`) },
  partners: { role: 'partner', pattern: re(String.raw`\b(developers?|creators?|partners?|sellers?|franchisees?|bottlers?|retailers?|producers?|artists?|studios?|moderators?|apps?|third[- ]part(?:y|ies)|suppliers?|importers?)\b`) },
  investors: { role: 'investor', pattern: re(String.raw`\b(investors?|shareholders?|shares?|stock|nasdaq|nyse)\b`) },
  residents: { role: 'public', pattern: re(String.raw`\b(residents?|citizens?|taxpayers?|communit(?:y|ies)|public|people)\b`) },
};

/** Cue words per moral foundation (Graham, Haidt & Nosek 2009 foundations; our own word lists). */
export const MORAL_CUES: Record<string, RegExp> = {
  care: re(String.raw`\b(harm\w*|hurt\w*|safe\w*|protect\w*|care|caring|children|vulnerable|suffer\w*|health\w*|wellbeing|kill\w*|injur\w*|sick\w*|comfort\w*)\b`),
  fairness: re(String.raw`\b(fair\w*|unfair\w*|equal\w*|equit\w*|justice|rights?|cheat\w*|price\w*|fees?|pay|charg\w*|subsidi\w*|exempt\w*|discount\w*)\b`),
  loyalty: re(String.raw`\b(loyal\w*|betray\w*|tradition\w*|heritage|history|original|classic|familiar|community|nation\w*|american|country|anniversary|old)\b`),
  authority: re(String.raw`\b(law\w*|rules?|order|regulat\w*|government|authorit\w*|requir\w*|must|mandat\w*|police|respect\w*|anthem|flag)\b`),
  purity: re(String.raw`\b(pure|purity|natural|sacred|clean|disgust\w*|contaminat\w*|sugar|wholesome|holy|sin\w*)\b`),
};

/** Moral-emotional and out-group words that raise sharing (Brady et al. 2017; Rathje et al. 2021). */
export const MORAL_EMOTIONAL = re(String.raw`\b(hate|shame\w*|outrag\w*|disgust\w*|betray\w*|greed\w*|evil|attack\w*|destroy\w*|sacrific\w*|blame|fight\w*|war|punish\w*|love|proud|brave\w*|believe)\b`);
/** Out-group terms (Rathje, Van Bavel & van der Linden 2021). */
export const OUTGROUP = re(String.raw`\b(liberals?|conservatives?|democrats?|republicans?|leftists?|right-wing|left-wing|elites?|activists?|woke|they|them)\b`);
