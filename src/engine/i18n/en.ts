/**
 * English message catalog of the report. Every text field of a report comes from a catalog;
 * `{name}` slots are filled by `format` with the scenario's own actor, change and numbers.
 */
import { grammarEn } from './grammar-en.js';
import { enActors } from './en-actors.js';

export const en = {
  actor_fallback: 'the organisation',
  change_generic: 'the change',
  change_pct: 'an increase of {pct}%',
  /** A stated rise as a quote says it ("20%"). */
  pct_only: '{pct}%',
  disclaimer:
    'Scenario stress test, not a forecast: a model-based probabilistic estimate from a simulation of synthetic people, not a guarantee. Quotes are synthetic.',
  /** Change-specific wording: levers, pathways, quotes (i18n/grammar.ts). */
  grammar: grammarEn,
  synthetic_marker: '(synthetic)',
  cohorts: {
    core_customers: 'Core customers',
    price_sensitive_customers: 'Price-sensitive customers',
    privacy_minded_customers: 'Privacy-minded customers',
    attached_customers: 'Most loyal customers',
    employees: 'Employees',
    partners: 'Partners, creators and developers',
    investors: 'Investors',
    commentators_activists: 'Commentators and activists',
    progressive_public: 'Progressive public',
    moderate_public: 'Moderate public',
    conservative_public: 'Conservative public',
  },
  /**
   * Customer cohorts named after the group the central change names (report/context.ts
   * `withNamedGroups`): a text about members, passengers or patients speaks of them, not of the
   * actor type's default customers (blind read 14: a co-op bank's members were "Donors and supporters").
   * `nouns`: the reader's groups (understand/reading.ts GROUP_ROLES) as a plural noun.
   */
  cohort_groups: {
    nouns: {
      members: 'members',
      fans: 'fans',
      passengers: 'passengers',
      drivers: 'drivers',
      patients: 'patients',
      donors: 'donors',
      'students and families': 'students and families',
      businesses: 'businesses',
    } as Record<string, string>,
    core_customers: '{Group}',
    price_sensitive_customers: 'Price-sensitive {group}',
    privacy_minded_customers: 'Privacy-minded {group}',
    attached_customers: 'Most loyal {group}',
    /** A company's partners when the text names creators or developers, and when it names none. */
    partners_named: 'Creators, developers and partners',
    partners_plain: 'Business partners and suppliers',
  },
  issues: {
    price_up: 'the price rise',
    price_down: 'the price cut',
    fee_up: 'the new or higher fee',
    fee_down: 'the fee cut',
    benefit_up: 'the new benefit',
    benefit_down: 'the loss of a benefit',
    service_level_up: 'the better service',
    service_level_down: 'the cut in service',
    data_sharing_up: 'the sharing of personal data',
    data_sharing_down: 'the end of data sharing',
    ai_content_up: "the use of people's content for AI",
    ai_content_down: "the end of AI use of people's content",
    jobs_up: 'the new jobs',
    jobs_down: 'the job cuts',
    executive_pay_up: 'the rise in executive pay',
    executive_pay_down: 'the cut in executive pay',
    formula_up: 'the change to the product',
    formula_down: 'the removal of unwanted ingredients',
    size_up: 'the larger size',
    size_down: 'the smaller size for the same price',
    brand_identity_up: 'the new name or look',
    brand_identity_down: 'the return of the familiar look',
    access_up: 'the new restrictions',
    access_down: 'the wider access',
    tax_up: 'the new or higher tax',
    tax_down: 'the tax cut',
    public_rule_up: 'the new rule',
    public_rule_down: 'the lifting of a rule',
    cause_up: 'the stance on a contested cause',
    cause_down: 'dropping a stance on a contested cause',
    partnership_up: 'the partnership',
    partnership_down: 'the end of the partnership',
    donation_up: 'the donation',
    donation_down: 'the end of the donation',
    appointment_up: 'the appointment',
    appointment_down: 'the departure',
    portrayal_up: 'how the campaign portrays people',
    portrayal_down: 'withdrawing the campaign',
    other_up: 'the change',
    other_down: 'what is taken away',
  } as Record<string, string>,
  mechanisms: {
    fairness: 'Perceived unfairness',
    loss: 'Loss to people affected',
    privacy: 'Privacy and data concerns',
    betrayal: 'Broken trust',
    identity: 'Identity and culture-war reaction',
    harm: 'Harm to workers or the vulnerable',
    status_quo: 'Attachment to what exists',
  } as Record<string, string>,
  /**
   * A cohort's top concern worded with the change that carries its mechanism (report/cohorts.ts
   * `concernOf`): {change} is that change's noun phrase with its numbers, {actor} the actor.
   */
  concerns: {
    fairness: 'Whether {change} is fair',
    loss: 'Losing out from {change}',
    privacy: 'Their data under {change}',
    betrayal: 'Trust in {actor} after {change}',
    identity: 'What {change} says about values',
    harm: 'Harm to staff or the vulnerable from {change}',
    status_quo: 'Keeping things as they were before {change}',
  } as Record<string, string>,
  /** Description of a failure mode the simulation did not see happen (likelihood 0). */
  failure_mode_unseen: 'The simulation found no sign of this pathway here: switching it off changes nothing.',
  failure_modes: {
    fairness: {
      title: 'Seen as gouging',
      description: 'People judge {change} as {actor} taking advantage of them rather than covering a real cost; "greedy" becomes the story.',
    },
    loss: {
      title: 'Churn among those who lose out',
      description: 'Those who pay more or lose something they use cancel, downgrade or switch, with a second wave when {change} takes effect.',
    },
    privacy: {
      title: 'Privacy revolt',
      description: 'Users read {change} as {actor} taking their data; guides to leaving and alternatives spread fast.',
    },
    betrayal: {
      title: 'Betrayal of loyal users',
      description: 'The most loyal feel that {actor} broke an implicit promise; they organise, petition and demand a reversal.',
    },
    identity_portrayal: {
      title: 'Called out for a stereotype',
      description: 'Many, above all those it shows, read {change} as a stereotype; clips and screenshots spread with calls to pull it and apologise.',
    },
    identity: {
      title: 'Culture-war boycott',
      description: '{change} is claimed by one side of a political divide; the other side calls for a boycott that does not fade quickly.',
    },
    harm: {
      title: 'Harm narrative',
      description: 'Stories of workers or vulnerable people hurt by {change} dominate coverage and draw in people who are not affected.',
    },
    status_quo: {
      title: 'Nostalgia backlash',
      description: 'People attached to the familiar version mobilise to bring it back; {actor} is seen as abandoning its heritage.',
    },
  } as Record<string, { title: string; description: string }>,
  frames: {
    justification: {
      action: 'Explain the reason in concrete terms: the cost it covers or what it funds, with figures.',
      rationale: 'A rise that passes on a real cost is judged acceptable by most people; one that exploits demand is judged unfair (Kahneman, Knetsch & Thaler 1986).',
    },
    compensation: {
      action: 'Offer something back to those who lose out: credits, a discount, or new benefits of visible value.',
      /** When the plan already offers relief to some: widen it. */
      action_widen: 'Widen the relief: what the plan offers back reaches only some of those who lose out; a credit, discount or benefit for all of them would cut the risk further.',
      rationale: 'Losses weigh about twice as much as gains (loss aversion), so a visible offset shrinks the felt loss.',
    },
    grandfathering: {
      action: 'Let existing customers keep current terms for a period, or apply the change only at renewal.',
      rationale: 'Sparing those already committed removes the sense of a broken promise and the loss to current users.',
    },
    opt_out: {
      action: 'Give people a choice: an opt-out, a way to keep the old version, or an alternative plan.',
      rationale: 'Choice turns an imposed change into an option; most resistance is to being forced.',
    },
    exit: {
      action: 'Let people who do not accept the change leave without penalty: cancel, close the account or switch provider at no cost.',
      rationale: 'A way out answers the sense of being trapped, but those who leave still lose what they had and those who stay bear the change.',
    },
    phase_in: {
      action: 'Phase the change in with advance notice (at least 60–90 days) and a clear timetable.',
      rationale: 'Time to adapt lowers the loss and the shock; abrupt changes fuel the first-day spike.',
    },
    consultation: {
      action: 'Consult the most affected groups before launch and show what changed because of their input.',
      rationale: 'Being heard reduces betrayal and gives allies in the affected groups something to point to.',
    },
    apology: {
      action: 'Acknowledge plainly what people lose and say sorry for it, without excuses.',
      rationale: 'An apology answers the sense of a broken promise; it does not undo the loss, so pair it with a concrete offset.',
    },
    hedging: {
      action: 'Present it as a pilot in a few places, with a review date.',
      rationale: 'A reversible test lowers the stakes and the sense of a final decision.',
    },
  } as Record<string, { action: string; rationale: string; action_widen?: string }>,
  counter_narratives: {
    fairness: {
      narrative: '"{actor} is squeezing us because it can."',
      response: 'Show the numbers: what {change} pays for, what it does not, and what customers keep.',
    },
    loss: {
      narrative: '"We pay more and get less; time to leave {actor}."',
      response: 'Put the value delivered next to the cost and make the cheapest option easy to find.',
    },
    privacy: {
      narrative: '"{actor} is taking your data; delete the app."',
      response: 'Say plainly what is not collected or shared, and offer a real opt-out.',
    },
    betrayal: {
      narrative: '"{actor} lied to its most loyal users."',
      response: 'Acknowledge the commitment people relied on and say how it will be honoured.',
    },
    identity: {
      narrative: '"{actor} has picked a side against people like us."',
      response: 'Stay with the values you stated, avoid taunting the other side, and speak to customers as customers.',
    },
    harm: {
      narrative: '"{actor} is hurting the people who depend on it."',
      response: 'Show concretely what support the people affected receive.',
    },
    status_quo: {
      narrative: '"Bring back the original; {actor} has forgotten who it is."',
      response: 'Show respect for what people love, and say what stays the same.',
    },
  } as Record<string, { narrative: string; response: string }>,
  quotes: {
    oppose: {
      fairness: [
        '{change}? {actor} is just doing it because they can.',
        'I don\'t mind paying for value, but this is a cash grab by {actor}.',
        'Nobody asked for this. Feels like {actor} is squeezing loyal people.',
        'Call it what it is: {actor} wants more money for the same thing.',
      ],
      loss: [
        'With {change} I\'m looking at alternatives to {actor}.',
        'Money is tight already. {change} is the last straw for me.',
        'I use this every day and now I lose out. Not happy with {actor}.',
        'If {actor} goes ahead with this, I\'m cancelling.',
      ],
      privacy: [
        'I don\'t want {actor} doing this with my data. Period.',
        'Reading the new terms from {actor}, I\'m deleting my account.',
        'Who agreed to this? My information is not {actor}\'s to share.',
        'This is exactly why I don\'t trust {actor} with my data.',
      ],
      betrayal: [
        'I\'ve been with {actor} for years, and this is how they treat us?',
        '{actor} promised one thing and is now doing another.',
        'Loyal customers get punished first. Shame on {actor}.',
        'They didn\'t even ask us. {actor} has lost my trust.',
      ],
      identity: [
        '{actor} has decided people like me aren\'t welcome. Fine, I\'m done.',
        'Keep politics out of it. I\'m not buying from {actor} again.',
        'This is {actor} lecturing its own customers.',
        'I won\'t support a company that takes this side.',
      ],
      harm: [
        'Real people get hurt by this, and {actor} doesn\'t seem to care.',
        'Think about the workers. {actor} should be ashamed.',
        'The people with the least pay the price for {actor}\'s decision.',
        'Profit first, people last. Typical {actor}.',
      ],
      status_quo: [
        'Why change something that worked? Bring back the original, {actor}.',
        'I grew up with this. {actor} is throwing away what made it special.',
        'The old one was perfect. Nobody wanted {change}.',
        '{actor} forgot who its customers are.',
        'Nobody asked for the {object}. Leave it alone, {actor}.',
      ],
      /**
       * Voiced by those the main change lands on, by its class and direction (mixed with the concern's
       * lines): concrete words a person in that position would use. `{pct}` only when a rise was read.
       */
      class_price_up: [
        'Same {object}, bigger bill. {actor} thinks we won\'t notice.',
        '{pct} more for exactly the same {object}? No thanks.',
        'Money is already tight, and {actor} knows it.',
        'I\'ll be looking at what else is out there before my next payment.',
        'Paying more when nothing has got better. Hard to swallow.',
      ],
      class_fee_up: [
        'A new charge for something that used to be included. Classic {actor}.',
        'Fees like this are exactly why people stop trusting {actor}.',
        'Nickel-and-diming loyal customers. I\'ll find a way around it.',
      ],
      class_tax_up: [
        'Another charge on people who are already stretched.',
        'Show me where the money goes before you ask me for more.',
        'Easy to tax people who can\'t move away.',
      ],
      class_service_level_down: [
        'For people like me this was the only option nearby. Now what?',
        'Older people and anyone without a car will struggle most.',
        'I depend on this every week. {actor} has no idea what it means for us.',
        'They cut the service and call it progress.',
      ],
      class_benefit_down: [
        'That was half the reason I stayed with {actor}.',
        'Quietly taking things away and hoping nobody notices.',
        'Less for the same money. I noticed, {actor}.',
      ],
      class_access_up: [
        'More hoops to jump through for something that worked fine.',
        'So now I need permission to use what I already have?',
        'I paid for this. {actor} doesn\'t get to change the rules afterwards.',
      ],
      class_data_sharing_up: [
        'I never agreed to {actor} using my information like this.',
        'Switching it off should be the default, not something I have to hunt for.',
      ],
      class_jobs_down: [
        'Those are real jobs in our town. Families will feel this.',
        'After everything staff gave during the hard years, this is the thanks.',
      ],
      class_size_down: [
        'Smaller pack, same price. Do they think we don\'t notice?',
        'I\'m paying the same and getting less. That\'s a price rise.',
      ],
      class_formula_up: [
        'They\'ve ruined it. The old recipe was the whole point.',
        'If it isn\'t broken, don\'t fix it. I\'m not buying the new one.',
      ],
      class_portrayal_up: [
        'Did nobody in that meeting see how this looks? It is a stereotype, plain and simple.',
        'So that is how {actor} sees people like us. I won\'t forget it.',
        'Whoever signed this off needs to explain themselves. Pull it.',
        'It is meant to be a tribute, and it comes across as mockery.',
        'My friends are sharing this, and none of us are laughing.',
        'Brands keep getting this wrong. Ask the people you show before you film them.',
        'I was a customer. After seeing this, I am not so sure.',
      ],
      class_brand_identity_up: [
        'The old look was part of who they were. Now it looks like everyone else.',
        'Money spent on a new look instead of on what we actually use.',
      ],
      class_public_rule_up: [
        'Another rule made without asking the people who have to live with it.',
        'Fine on paper, but it lands hardest on people with no alternative.',
      ],
      /** Loss and unfairness when the change is not a charge (a rule, a closure, a lost feature). */
      loss_nonprice: [
        'I rely on this, and now it\'s being taken away.',
        'This makes my day-to-day harder, and nobody asked us.',
        '{change} leaves people like me worse off.',
        'It worked for us as it was. {actor} should think again.',
      ],
      fairness_nonprice: [
        'Why should we be the ones to carry this?',
        '{actor} didn\'t think about people like us.',
        'It\'s always the same people who have to adjust.',
      ],
      /** Identity, when the actor drops a cause (its supporters object). */
      identity_drop: [
        '{actor} has turned its back on people like me. I noticed.',
        'Dropping this says exactly where {actor} stands. I\'m done with them.',
        'They were happy to use the cause when it sold. Shame on {actor}.',
        'Retreating at the first pressure. I expected more of {actor}.',
      ],
      none: [
        'I don\'t like how {actor} is handling this.',
        'Not convinced this is a good idea from {actor}.',
        'This feels like a mistake by {actor}.',
        'I\'ll think twice about {actor} after this.',
      ],
    } as Record<string, string[]>,
    /** Opposition voiced by someone it does not land on (investors, commentators, the public), by concern. */
    oppose_observer: {
      fairness: ['From the outside, {change} looks like {actor} taking advantage of its own people.', '{actor} is testing how much people will put up with.'],
      loss: ['{change} will hurt the people who rely on {actor}.', "I'm not affected myself, but {change} looks like a bad deal for those who are."],
      privacy: ['Anyone using {actor} should read the small print now.', 'This is how trust in {actor} gets lost.'],
      betrayal: ['{actor} is burning the goodwill it spent years building.', 'Loyal people deserve better than this from {actor}.'],
      status_quo: ['Why would {actor} throw away something people love?', 'This reads like change for its own sake.'],
      harm: ['The people with the least will carry this, not {actor}.'],
      identity: ['{actor} has picked a side here, and people will remember it.', 'This will divide the people {actor} depends on.', 'Whatever you think of it, {actor} walked into a fight it did not need.'],
    } as Record<string, string[]>,
    neutral: [
      'Let\'s see how {actor} actually rolls this out.',
      'Doesn\'t affect me much, to be honest.',
      'I need more details before I judge {change}.',
      'Mixed feelings. Some of it makes sense, some of it doesn\'t.',
      'Not sure yet. I\'ll wait and see what {actor} does next.',
      'Their call. We\'ll see if it works out for {actor}.',
      'Heard about it, haven\'t made my mind up.',
      'Depends how it works in practice. The details matter.',
      'I can see both sides of this one.',
      'Not really my concern, but I know people who will mind.',
    ],
    /** Support voiced when the main change is a gain for those it lands on (a price cut, a new benefit). */
    support_gain: [
      'Good news for once: {change}. Thank you, {actor}.',
      'About time. {change} makes a real difference to me.',
      'Nice to see {actor} giving something back.',
      'I noticed {change} straight away. More of this, {actor}.',
    ],
    /** Support voiced only when the text gives a reason. */
    support_reasoned: [
      'People will complain, but {actor} explained it well.',
    ],
    support: [
      'Honestly, this makes sense for {actor}.',
      'Good move by {actor}; I\'m on board.',
      'I like where {actor} is going with this.',
      'Fair enough. I\'d rather they were upfront about it.',
      'Happy to see {actor} doing this.',
    ],
  },
  personas: {
    age: { '18-29': 'in their 20s', '30-49': 'in their 30s or 40s', '50-64': 'in their 50s or early 60s', '65+': 'aged 65 or over' } as Record<string, string>,
    place: ['city resident', 'small-town resident'],
    role: {
      customer: 'customer',
      non_user: 'member of the public',
      employee: 'employee',
      partner: 'partner or creator',
      investor: 'investor',
      commentator: 'commentator',
      activist: 'activist',
    } as Record<string, string>,
    format: '{role}, {age}, {place}',
  },
  rounds: ['First 24 hours', 'Days 1–3', 'Days 3–7', 'Weeks 2 and later'],
  round_later: 'Round {n}',
  trajectory: {
    spike_and_recover: 'Opposition peaks early and then eases as views settle.',
    persistent: 'Opposition holds: the share of those who hear of it and object does not fade over the simulated period.',
    building: 'Opposition keeps growing round after round: a larger share of those who hear of it turn against it.',
    muted: 'Little opposition forms; most people who hear of it stay neutral or supportive.',
  } as Record<string, string>,
  levels: { low: 'low', moderate: 'moderate', high: 'high', severe: 'severe' } as Record<string, string>,
  headline_not_understood: '{actor}: no announced change was recognised in this text, so the risk ({risk}/100) is not a finding; say what will change, which way and for whom.',
  headline: {
    low: '{actor}: low backlash risk ({risk}/100); reaction mostly neutral.',
    moderate: '{actor}: moderate backlash risk ({risk}/100), led by {cohort}.',
    high: '{actor}: high backlash risk ({risk}/100); {cohort} lead the opposition over {concern}.',
    severe: '{actor}: severe backlash risk ({risk}/100); {cohort} and others turn against it over {concern}.',
  } as Record<string, string>,
  /**
   * The headline when no cohort's net stance is below REPORT.opposedCohortNet: the risk then comes from
   * how plans like this are met (the anchors), and naming a "leading" cohort would contradict the
   * cohort table (blind read 15: "led by sponsors and broadcasters" at net +0.01).
   */
  /** Added to the headline when confidence is low: the reading may be wrong. */
  headline_unsure: 'Low confidence: the change may have been misread; check the reading below.',
  headline_unled: {
    moderate: '{actor}: moderate backlash risk ({risk}/100), from how plans like this are usually met; no group in the simulation turns clearly against it.',
    high: '{actor}: high backlash risk ({risk}/100), from how plans like this are usually met; no group in the simulation turns clearly against it yet.',
    severe: '{actor}: severe backlash risk ({risk}/100), from how plans like this are usually met; no group in the simulation turns clearly against it yet.',
  } as Record<string, string>,
  summary: {
    intro: 'We simulated {agents} synthetic people over {rounds} rounds ({replicates} replicates). Risk of backlash: {risk}/100 ({level}); confidence {confidence}.',
    opposition: 'By the last round {aware}% had heard of it; of those, {oppose}% opposed and {support}% supported.',
    top_failure: 'The main pathway is "{title}" (likelihood {likelihood}%).',
    top_mitigation: 'The most effective measure we tested: {action} (risk −{reduction} points).',
    no_mitigation: 'None of the measures we tested lowers the risk markedly.',
    cohorts: 'Most opposed: {cohorts}.',
  },
  drivers: {
    mechanism: '{label} (from the text: {evidence})',
    frame: 'Mitigating frame already in the plan: {label}',
    expected: 'How plans like this one are usually met: an expected severity of {severity} on the 0–4 scale, and the nearest real cases (comparable_cases)',
    expected_no_close: 'How plans like this one are usually met: an expected severity of {severity} on the 0–4 scale; no real case in the library is close enough to show as a precedent',
    expected_kind_only: 'How plans like this one are usually met: an expected severity of {severity} on the 0–4 scale, and the nearest real cases (comparable_cases), which are near only by the kind of change: none of them is about the same thing',
    frames: {
      justification: 'a stated reason',
      compensation: 'something offered back',
      grandfathering: 'existing customers spared',
      opt_out: 'a choice or opt-out',
      exit: 'a way to leave without penalty',
      phase_in: 'a phase-in or notice period',
      consultation: 'consultation or research',
      hedging: 'tentative wording',
      evidence: 'evidence cited',
    } as Record<string, string>,
  },
  confidence: {
    high: 'High confidence: replicates agree and the text is well understood.',
    medium: 'Medium confidence: replicates agree only in part or the text is partly understood.',
    low_text: 'Low confidence: the engine is not sure it read the main change right (it read {change}; about {probability}% likely to be right), so the result may rest on a misreading: check that the text says plainly what changes, which way and for whom.',
    low_spread: 'Low confidence: replicates disagree (risk spread ±{spread} points).',
    not_understood: 'Very low confidence: no announced change was found in this text, so the simulation was run on request with nothing concrete to react to; read every figure as a rough indication only.',
  },
  monitoring: {
    fairness: { signal: 'Share of mentions using "greed", "gouging" or "cash grab"', threshold: 'above 10% of mentions', window: 'first 72 hours' },
    loss: { signal: 'Cancellations, downgrades and refund requests', threshold: '1.5× the usual weekly rate', window: 'launch week and the week the change takes effect' },
    privacy: { signal: 'Searches and posts about deleting accounts or alternatives', threshold: '2× baseline', window: 'first week' },
    betrayal: { signal: 'Petitions and posts from long-time customers', threshold: 'a petition above 10,000 signatures', window: 'first two weeks' },
    identity: { signal: 'Boycott hashtags and political commentators picking it up', threshold: 'any national commentator or a trending hashtag', window: 'first 72 hours, then weekly' },
    harm: { signal: 'Press stories featuring affected workers or vulnerable people', threshold: 'two or more national stories', window: 'first two weeks' },
    status_quo: { signal: 'Calls to "bring back" the original and sales of the old version', threshold: 'a sustained share above 15% of mentions', window: 'weeks 1–4' },
  } as Record<string, { signal: string; threshold: string; window: string }>,
  concerns_none: 'no clear single concern',
  confidence_basis: {
    simulation: 'replicate agreement × text understanding',
    forecast: '1 / (1 + backtest MASE), mean over attached series',
    method: 'confidence = {simulation} × simulation confidence + {forecast} × forecast skill',
  },
  method_sources: 'Sources of the figures used',
  /** Wording per actor type laid over the company wording above (i18n/overrides.ts). */
  by_actor: enActors,
  /** Loss and unfairness wording when the main change costs nothing (a rule, a closure, a lost feature); laid over the rest. */
  nonprice: {
    failure_modes: {
      loss: {
        title: 'Organised pushback from those who lose out',
        description: 'Those who lose something they rely on complain, petition and look for alternatives, with a second wave when {change} takes effect.',
      },
      fairness: {
        title: 'Seen as unfair to those who carry it',
        description: 'People judge {change} as {actor} putting the burden on those least able to object; "unfair" becomes the story.',
      },
    },
    counter_narratives: {
      loss: { narrative: '"{actor} is taking away something people rely on."', response: 'Say plainly what stays, what replaces what goes, and who gets help to adjust.' },
      fairness: { narrative: '"Why should we carry this for {actor}?"', response: 'Show who carries the change, why, and what {actor} does to share the burden.' },
    },
    monitoring: {
      loss: { signal: 'Complaints, petitions and requests for exceptions from those affected', threshold: '2× the usual complaint rate or a petition above 5,000 signatures', window: 'launch week and the week the change takes effect' },
      fairness: { signal: 'Share of mentions calling it "unfair" or naming who loses out', threshold: 'above 10% of mentions', window: 'first 72 hours' },
    },
  },
};

/** Shape every catalog must have (Spanish is checked against it by the compiler). */
export type Catalog = typeof en;
