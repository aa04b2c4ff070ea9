/** English wording per actor type (i18n/overrides.ts); the company wording is in en.ts. */
import type { ActorOverrides, ActorVoice } from './overrides.js';

export const enActors: Partial<Record<ActorVoice, ActorOverrides>> = {
  /** A broadcaster or publisher is simulated as a company (its customers are its audience) and named for its audience. */
  broadcaster: {
    cohorts: {
      core_customers: 'Regular viewers, listeners and readers',
      price_sensitive_customers: 'Budget-conscious audience',
      privacy_minded_customers: 'Privacy-minded audience',
      attached_customers: 'Most loyal audience',
      employees: 'Staff, journalists and presenters',
      partners: 'Producers, advertisers and partners',
      investors: 'Owners and investors',
    },
    roles: { customer: 'viewer, listener or reader', partner: 'producer or advertiser', investor: 'owner or investor' },
  },
  government: {
    cohorts: {
      core_customers: 'Residents most affected',
      price_sensitive_customers: 'Lower-income residents',
      privacy_minded_customers: 'Privacy-minded residents',
      attached_customers: 'Long-standing residents',
      employees: 'Public-sector staff and unions',
      partners: 'Local businesses and groups',
      investors: 'Business groups and funders',
    },
    roles: { customer: 'resident', partner: 'local business owner', investor: 'business leader or funder' },
    failure_modes: {
      loss: {
        title: 'Organised opposition from those who pay',
        description: 'Residents who pay more or lose a service sign petitions, fill public meetings and make {change} an election issue for {actor}.',
      },
      fairness: {
        title: 'Seen as a cash grab',
        description: 'People judge {change} as {actor} raising money from those least able to object rather than meeting a real need; "cash grab" becomes the story.',
      },
      privacy: {
        title: 'Surveillance fears',
        description: 'Residents read {change} as {actor} watching them; civil-liberties groups and the local press take it up.',
      },
      betrayal: {
        title: 'Broken trust',
        description: 'Residents feel let down by {actor} over something they relied on; opponents organise and demand a vote or a reversal.',
      },
      status_quo: {
        title: 'Defence of the familiar',
        description: 'People attached to the way things are mobilise to keep it; {actor} is seen as imposing a change nobody asked for.',
      },
    },
    quotes_oppose: {
      class_benefit_down: [
        'That was one of the few things the council did well.',
        'We pay for services like this. Quietly taking them away is not on.',
        'Less for residents, same bill. {actor} should think again.',
      ],
      loss: [
        '{change} hits my household budget. {actor} should think again.',
        'We already pay enough. Now {actor} wants more?',
        "I'll remember {change} at the next election.",
        "Families round here can't absorb {change}.",
      ],
      fairness: [
        '{actor} is raising money off people who can least afford it.',
        'Another cash grab from {actor}. Where does the money actually go?',
        "Why should ordinary people pay for {actor}'s choices?",
      ],
      privacy: [
        "I don't want {actor} tracking where I go.",
        'This is surveillance, whatever {actor} calls it.',
        'Who at {actor} gets to see this data, and for how long?',
      ],
      betrayal: [
        '{actor} never asked us. So much for listening to residents.',
        'That is not what {actor} told us before.',
        'They decided first and asked later. Typical {actor}.',
      ],
      status_quo: ['It worked fine as it was. Leave it alone, {actor}.', 'Nobody round here asked for {change}.'],
      none: ["I don't like how {actor} is handling this.", 'Not convinced {actor} has thought this through.', 'This will cost {actor} votes.'],
    },
    counter_narratives: {
      loss: {
        narrative: '"{actor} takes more from our pockets and gives back less."',
        response: 'Show who pays and how much, what exemptions exist, and what residents get for it.',
      },
      fairness: {
        narrative: '"{actor} is squeezing ordinary people to fill a hole."',
        response: 'Publish where the money goes, with figures, and how it is ring-fenced.',
      },
      privacy: {
        narrative: '"{actor} is building a surveillance system."',
        response: 'Say plainly what is recorded, who sees it, how long it is kept, and what is never collected.',
      },
      betrayal: {
        narrative: '"{actor} decided without listening to residents."',
        response: 'Show the consultation, what changed because of it, and when the decision will be reviewed.',
      },
    },
    monitoring: {
      loss: {
        signal: 'Petitions, complaints to representatives and attendance at public meetings',
        threshold: 'a petition above 5,000 signatures or a packed meeting',
        window: 'first two weeks and the week it takes effect',
      },
      fairness: { signal: 'Share of local coverage and posts using "cash grab" or "stealth tax"', threshold: 'above 10% of mentions', window: 'first 72 hours' },
      privacy: { signal: 'Civil-liberties groups and local press questioning the data collected', threshold: 'any formal complaint or legal challenge', window: 'first month' },
      betrayal: { signal: 'Calls for a vote, a referendum or a reversal by elected representatives', threshold: 'any elected representative calling for it', window: 'first two weeks' },
    },
  },
  sports: {
    cohorts: {
      core_customers: 'Core fans and season-ticket holders',
      price_sensitive_customers: 'Price-sensitive fans',
      privacy_minded_customers: 'Privacy-minded fans',
      attached_customers: 'Die-hard fans',
      employees: 'Players and staff',
      partners: 'Sponsors and broadcasters',
      investors: 'Owners and investors',
    },
    roles: { customer: 'fan', partner: 'sponsor or broadcaster', investor: 'owner or investor' },
    failure_modes: {
      loss: {
        title: 'Fans walk away',
        description: 'Fans who pay more or lose something they value stop renewing, stay away from matches and organise protests in the stands.',
      },
      fairness: { title: 'Seen as exploiting loyalty', description: 'Fans judge {change} as {actor} cashing in on their loyalty; "greed" becomes the chant and the story.' },
      betrayal: {
        title: 'Betrayal of loyal fans',
        description: "Long-time fans feel {actor} broke faith with them; supporters' groups organise protests and demand a reversal.",
      },
      status_quo: { title: 'Defence of tradition', description: 'Fans attached to its traditions mobilise to keep them; {actor} is seen as selling out its history.' },
    },
    quotes_oppose: {
      class_benefit_down: [
        'That was half the reason I renewed my season ticket.',
        'Quietly taking things away from the fans and hoping nobody notices.',
        'Less for the same money. The fans noticed, {actor}.',
      ],
      loss: [
        "I've renewed every year, but {change} might make this my last season.",
        'Ordinary fans are being priced out. {actor} should be ashamed.',
        "I'll watch from the pub before I pay for {change}.",
      ],
      fairness: ['Fans are not a cash cow, {actor}.', "{actor} knows we'll keep coming, so they squeeze us.", 'Loyal fans pay, as always. Greedy from {actor}.'],
      betrayal: ['We stuck with {actor} through everything, and this is the thanks.', '{actor} never asked the supporters.'],
      status_quo: ['There is a history here. {actor} is throwing it away.', 'Leave our traditions alone, {actor}.'],
      none: ['Not what fans wanted from {actor}.', 'This feels like a mistake by {actor}.'],
    },
    counter_narratives: {
      loss: {
        narrative: '"{actor} is pricing out the fans who built it."',
        response: 'Show what stays affordable (concessions, cheaper seats) and what the money pays for.',
      },
      fairness: { narrative: '"{actor} is cashing in on our loyalty."', response: 'Publish what {change} funds and protect what matters most to long-time fans.' },
      betrayal: { narrative: '"{actor} has forgotten the supporters."', response: "Meet the supporters' groups before launch and show what changed because of them." },
    },
    monitoring: {
      loss: {
        signal: 'Renewals, empty seats and protest banners at matches',
        threshold: "renewals below last season's pace or a protest at a home match",
        window: 'the renewal window and the next home matches',
      },
      betrayal: { signal: "Statements by supporters' trusts and fan groups", threshold: 'any organised protest or boycott call', window: 'first two weeks' },
    },
  },
  nonprofit: {
    cohorts: {
      core_customers: 'Donors and supporters',
      price_sensitive_customers: 'People who rely on its services',
      privacy_minded_customers: 'Privacy-minded supporters',
      attached_customers: 'Most committed supporters',
      employees: 'Staff and volunteers',
      partners: 'Partner organisations',
      investors: 'Funders and trustees',
    },
    roles: { customer: 'supporter', partner: 'partner organisation', investor: 'trustee or funder' },
    failure_modes: {
      loss: {
        title: 'Supporters step back',
        description: "Donors, members and volunteers who disagree with {change} cancel gifts and memberships; those who rely on {actor}'s services speak out.",
      },
      betrayal: {
        title: 'Betrayal of the mission',
        description: 'Supporters feel {actor} has strayed from its mission; they go public and demand a reversal or resignations.',
      },
      identity: {
        title: 'Pulled into a political fight',
        description: '{change} is read as {actor} taking a side; supporters on the other side cancel donations and campaign against it.',
      },
    },
    quotes_oppose: {
      loss: ["I've given to {actor} for years. I'm cancelling my monthly gift.", '{actor} is meant to help people, and they lose out here.'],
      fairness: ["{actor} should spend donors' money on the cause, not on this."],
      betrayal: ["This isn't what {actor} stands for.", 'I volunteered for {actor} because of its mission. This betrays it.'],
      identity: ['{actor} has let politics decide who gets help.', "I won't give another penny to {actor} after this."],
      none: ['I expected better from {actor}.'],
    },
    counter_narratives: {
      loss: { narrative: '"{actor} has abandoned the people it exists to help."', response: 'Show who is still served, how, and with what funding.' },
      betrayal: { narrative: '"{actor} has betrayed its mission."', response: 'Tie the decision to the mission in plain words and say what will not change.' },
    },
    monitoring: {
      loss: { signal: 'Cancelled regular gifts, lapsed memberships and volunteer drop-outs', threshold: '1.5× the usual monthly rate', window: 'first month' },
      betrayal: { signal: 'Open letters, resignations and statements by partner organisations', threshold: 'any public break by a partner or a trustee', window: 'first two weeks' },
    },
  },
  school: {
    cohorts: {
      core_customers: 'Students and families',
      price_sensitive_customers: 'Lower-income families',
      privacy_minded_customers: 'Privacy-minded families',
      attached_customers: 'Most involved families',
      employees: 'Teachers, staff and unions',
      partners: 'Partners and employers',
      investors: 'Trustees and funders',
    },
    roles: { customer: 'student or parent', partner: 'employer or partner', investor: 'trustee or funder' },
    failure_modes: {
      loss: {
        title: 'Families push back',
        description: 'Students and parents who pay more or lose something they rely on organise petitions, fill board meetings and look at other schools.',
      },
      fairness: { title: 'Seen as exploiting students', description: '{change} is read as {actor} charging students because it can; student press and parent groups make it the story.' },
      betrayal: {
        title: 'Broken promise to students',
        description: 'Students and families feel {actor} changed the terms after they committed; they organise and demand a reversal.',
      },
    },
    quotes_oppose: {
      loss: ['{change} could decide whether I can stay at {actor}.', "As a parent I can't absorb {change}.", 'Students are already stretched. {actor} should know better.'],
      fairness: ['Students are not a revenue stream, {actor}.', '{actor} raises what we pay while cutting what we get.'],
      betrayal: ['We chose {actor} on one set of terms; now they change them.', '{actor} never asked students or parents.'],
      none: ['Not what students needed from {actor}.'],
    },
    counter_narratives: {
      loss: { narrative: '"{actor} is pricing students out."', response: 'Show the support available (bursaries, hardship funds) and who qualifies.' },
      betrayal: { narrative: '"{actor} changed the rules after we committed."', response: 'Protect those already enrolled and say so first.' },
    },
    monitoring: {
      loss: {
        signal: 'Petitions, board-meeting attendance and withdrawal or deferral requests',
        threshold: 'a petition above 1,000 signatures or rising withdrawals',
        window: 'first month and the next enrolment round',
      },
    },
  },
};
