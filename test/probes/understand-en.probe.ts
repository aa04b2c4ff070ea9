/**
 * A PROBE (test/probes/README.md): run by `npm run bench:probes`, not by `npm test`.
 *
 * English understanding of classes of announcement the first lexicon missed or misread (issue 9):
 * ending funding to a cause-coded group, losing a tax exemption, locking out what people own,
 * selling in-game advantages, fewer items per pack, a licence to users' information; and words
 * that only look like framing ("credit card", "of your choice", "could compromise") or like a
 * change ("including", "an inquiry launched by"). Texts are written for these tests.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { understandScenario } from '../../src/engine/understand/index.js';
import { simulate } from '../../src/engine/index.js';

const frames = (text: string) => understandScenario(text).frames.map((f) => `${f.objectClass}_${f.direction}${f.cause ? `(${f.cause})` : ''}`);
const has = (text: string, frame: string) => {
  const got = frames(text);
  assert.ok(got.includes(frame), `expected ${frame} in [${got.join(', ')}] for: ${text}`);
};

describe('classes of change read from ordinary wording', () => {
  it('refusing grants to a group coded to a cause is a donation ended, with that cause', () => {
    has(
      'The Northfield Health Fund will change its grant rules. Clinics that provide abortions will not be eligible for new Northfield grants from next year.',
      'donation_down(reproductive)',
    );
  });

  it('losing a tax exemption is a tax rise', () => {
    const text = 'The Ministry of Finance will publish the budget on Monday. Children\'s clothing will no longer be exempt from VAT, and the revenue will fund road repairs.';
    assert.equal(understandScenario(text).actor.type, 'government', 'a ministry is a government');
    has(text, 'tax_up');
  });

  it('devices that stop accepting parts they used to take are a new restriction on owners', () => {
    has('From May, Brightline coffee machines will no longer accept capsules made by other brands, even if they worked before.', 'access_up');
  });

  it('a premium currency sold for money in a paid game is a new charge', () => {
    has('Skyforge Legends will launch at $60. Upgrades can be earned by playing or bought with Gems, a premium currency sold in packs from $5.', 'fee_up');
  });

  it('fewer items in a pack is a smaller size', () => {
    has('From March, Crumbly Bakes multipacks will contain four biscuits instead of five, and the price will not change.', 'size_down');
  });

  it('a licence to what users type is data use', () => {
    has('Users of the Quillpad app will grant Quillpad a worldwide, royalty-free licence to use that information to improve its services.', 'data_sharing_up');
  });
});

describe('words that only look like a change or a framing cue', () => {
  it('an inquiry launched by someone else announces nothing of the actor', () => {
    const got = frames('Harbour Arts Trust is the subject of an inquiry launched by a county councillor into its accounts.');
    assert.ok(!got.some((f) => f.startsWith('cause') || f.startsWith('service_level')), `no frame from "launched by": [${got.join(', ')}]`);
  });

  it('"including" lists examples; it is not an announced addition', () => {
    const got = frames('Telco One will raise the price of its broadband plans by 6%, including fibre plans, from April.');
    assert.deepEqual(got, ['price_up'], `only the price rise: [${got.join(', ')}]`);
  });

  it('paying by credit card is not compensation, a card of your choice is not an opt-out, "could compromise" is not hedging', () => {
    const u = understandScenario(
      'Parkway Utilities will add a $3 fee for customers who pay by credit card. Upgrades will apply to the card of your choice. Late payments could compromise your account.',
    );
    assert.equal(u.framing.compensation.present, false, `compensation: ${u.framing.compensation.spans.map((s) => s.text)}`);
    assert.equal(u.framing.opt_out.present, false, `opt_out: ${u.framing.opt_out.spans.map((s) => s.text)}`);
    assert.equal(u.framing.hedging.present, false, `hedging: ${u.framing.hedging.spans.map((s) => s.text)}`);
  });

  it('a stated bill credit is still compensation', () => {
    const u = understandScenario('Parkway Utilities will close two branches in June; every affected customer will get a $15 credit on their next bill.');
    assert.equal(u.framing.compensation.present, true, 'a $15 credit is compensation');
  });

  it('a negated cue is absent: "were not consulted" is no consultation', () => {
    const u = understandScenario('Riverton Council will close the Elm Street library in June. Residents were not consulted before the decision.');
    assert.deepEqual(frames('Riverton Council will close the Elm Street library in June.'), ['service_level_down'], 'closing a library lowers a public service');
    assert.equal(u.framing.consultation.present, false, `consultation: ${u.framing.consultation.spans.map((s) => s.text)}`);
  });

  it('"you can cancel" is a way to leave, not an opt-out of the change', () => {
    const u = understandScenario('Streamly will raise its monthly price from $10 to $13 in May. You can cancel at any time.');
    assert.equal(u.framing.opt_out.present, false, `opt_out: ${u.framing.opt_out.spans.map((s) => s.text)}`);
  });

  it('a negated change leaves its object taken, and a reason named as a noun is no change', () => {
    assert.deepEqual(frames('Greenline will not raise its prices this year, despite the increase in costs of 11%.'), [], 'no price rise');
  });

  it('a purpose clause is why, not what changes; "plans to" is what', () => {
    assert.deepEqual(frames('The City of Marlow will introduce a congestion charge of £8 a day to reduce traffic and cut emissions.'), ['tax_up'], 'only the charge');
    assert.deepEqual(frames('Acme plans to raise prices by 5% in May.'), ['price_up'], 'plans to raise is the act');
    assert.deepEqual(frames('El Ayuntamiento de Valdemora subirá la tasa de basuras un 10% para reducir el déficit.'), ['tax_up'], 'para reducir is a purpose');
  });

  it('a sentence about the past is history', () => {
    assert.deepEqual(frames('Last year we raised prices by 10%. Nordbank will now close 20 branches in March.'), ['service_level_down'], 'only the branch closures');
  });

  it('grandfathering in ordinary words and free upgrades are read as framing', () => {
    const g = understandScenario('Streamly will raise its monthly price by 20% in May. Every customer already on the plan will keep what they pay today until 2027.');
    assert.equal(g.framing.grandfathering.present, true, 'already on the plan … will keep');
    const c = understandScenario('Ticketbox will add a $4 service fee to every order. Season ticket holders will get free upgrades to premium seats.');
    assert.equal(c.framing.compensation.present, true, 'free upgrades are compensation');
  });
});

describe('qualified valence rows (ontology.ts QUALIFIED)', () => {
  const qualifiers = (text: string) => understandScenario(text).frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`);

  it('a levy on sugary drinks is corrective, a tax on large corporations falls on wealth, a fuel tax is neither', () => {
    assert.deepEqual(qualifiers('The Government will introduce a levy on soft drinks with added sugar from April 2027.'), ['tax_up:corrective']);
    assert.deepEqual(qualifiers('The Government will raise the tax paid by large corporations with profits above £50 million from 25% to 28%.'), ['tax_up:wealth']);
    assert.deepEqual(qualifiers('The Government will raise the tax on diesel and petrol by 5 cents a litre from January.'), ['tax_up:null']);
  });

  it('a shop charging for plastic bags is corrective too', () => {
    assert.deepEqual(qualifiers('Freshway will charge 10 cents for every single-use plastic bag from March.'), ['fee_up:corrective']);
  });

  it('heritage cues qualify a redesign; going back to an older look restores it', () => {
    assert.deepEqual(qualifiers('Harbour Cola will change its recipe, the first change to the drink in its 90-year history.'), ['formula_up:heritage']);
    assert.deepEqual(qualifiers('Tessa Apps will introduce a new logo with a brighter colour.'), ['brand_identity_up:plain']);
    assert.deepEqual(qualifiers('Crown Burgers will introduce a new logo that pays homage to the one we used from 1969 to 1999.'), ['brand_identity_down:plain']);
  });

  it('a corrective levy draws less risk than a general tax of the same size', () => {
    const risk = (scenario: string) => simulate({ scenario, name: 'q', nAgents: 600, nRounds: 4, seed: 3, lang: 'en' }).risk_score.value;
    const corrective = risk('The Government will introduce a levy of 20 cents on every sugary soft drink from April 2027.');
    const general = risk('The Government will introduce a levy of 20 cents on every loaf of bread from April 2027.');
    assert.ok(corrective + 10 <= general, `corrective ${corrective} should be at least 10 below general ${general}`);
  });
});

describe('more classes read from ordinary wording', () => {
  it('means-testing a benefit cuts it; a lower tax threshold raises the tax', () => {
    assert.deepEqual(frames('The Government will means-test the winter heating allowance from next year.'), ['benefit_down']);
    assert.deepEqual(frames('The Government will lower the income tax threshold to £9,000 a year from 2028.'), ['tax_up']);
  });

  it('a membership or annual fee is a price, not a junk fee', () => {
    assert.deepEqual(frames('Warehouse Club will increase its annual membership fee from $60 to $65.'), ['price_up']);
    assert.deepEqual(frames('Warehouse Club will add a $3 processing fee to online orders.'), ['fee_up']);
  });

  it('switching off devices people own lowers the service, whatever data goes with them', () => {
    assert.deepEqual(frames('After 30 days, traded-in speakers will be wiped of personal data and permanently deactivated.'), ['service_level_down']);
  });

  it('publishing what users do to their friends is data sharing', () => {
    assert.ok(frames('Friendspace will add a feed that will highlight when friends change their profiles or add photos.').includes('data_sharing_up'), 'activity feed');
  });
});

describe('a rise that comes with added value', () => {
  it('counts the added benefits as a stated reason and scores lower than the bare rise', () => {
    const bare = 'Skyline Card will raise its annual fee from $450 to $550 for all cardholders from July.';
    const bundled = `${bare} New benefits will include a $200 travel credit and free airport lounge access.`;
    assert.equal(understandScenario(bundled).framing.justification.present, true, 'added benefits read as a reason');
    const risk = (scenario: string) => simulate({ scenario, name: 'b', nAgents: 600, nRounds: 4, seed: 9, lang: 'en' }).risk_score.value;
    const [a, b] = [risk(bundled), risk(bare)];
    assert.ok(a < b, `bundled ${a} should be below bare ${b}`);
  });
});

describe('references back and participles are not new changes', () => {
  it('"will pay the new fee" refers back to the rise already read', () => {
    assert.deepEqual(frames('Warehouse Club will increase its annual membership fee from $60 to $65. Members will pay the new fee at their next renewal.'), ['price_up']);
  });

  it('"will be" names a price only with an amount', () => {
    assert.deepEqual(frames('Our prices will be shown in euros on the website from July.'), []);
    assert.deepEqual(frames('Annual plans will be available in more countries from July.'), ['service_level_up'], 'offering a plan is a new option, not a price rise');
  });

  it('"people using an account" is not the actor using data', () => {
    assert.ok(!frames('People using an account outside the household will be able to transfer their profile to a new subscription.').includes('data_sharing_up'), 'no data use');
  });

  it('a smoking ban is judged as a corrective rule', () => {
    const got = understandScenario('The Government will ban smoking in all enclosed workplaces, including pubs and restaurants, from March.').frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`);
    assert.deepEqual(got, ['public_rule_up:corrective']);
  });
});

describe('framing cues that need their context', () => {
  it('game credits, safety vouchers and exempt ambulances are no compensation; a $20 credit and exempt residents are', () => {
    const no = understandScenario('Heroes will cost 60,000 credits each. Matches are recorded in encrypted safety vouchers. Ambulances will be exempt from the new vehicle tax.');
    assert.equal(no.framing.compensation.present, false, `compensation: ${no.framing.compensation.spans.map((s) => s.text)}`);
    const yes = understandScenario('Northam will introduce a £9 congestion charge. Residents on low incomes will be exempt, and every household will get a $20 credit.');
    assert.equal(yes.framing.compensation.spans.length, 2, `compensation: ${yes.framing.compensation.spans.map((s) => s.text)}`);
  });

  it('a participle after its noun describes ("fee waived"); it is no announced cut', () => {
    assert.deepEqual(frames('Harbor Mobile will introduce a $2 fee for card payments by phone; paying by bank transfer (fee waived) avoids it.'), ['fee_up']);
  });
});

describe('benefits measured by an age, penalties, and purposes whose verb is not listed', () => {
  it('a higher retirement age cuts the pension', () => {
    assert.deepEqual(frames('The Government will raise the state pension age from 66 to 68 by 2035.'), ['benefit_down']);
  });

  it('a penalty debited from users is a charge', () => {
    assert.ok(frames('Breaches of the policy may subject the user to liquidated damages of $2,500, debited from their account.').includes('fee_up'), 'penalty');
  });

  it('"to strengthen finances and give continuity to programmes" is a purpose', () => {
    assert.deepEqual(frames('The Government will raise VAT from 16% to 19% to strengthen public finances and give continuity to social programmes.'), ['tax_up']);
  });
});

describe('later sentences describe unless they say what will change', () => {
  it('a present-tense description after the lead adds no change; a scheduled one does', () => {
    assert.deepEqual(frames('Harlow City Council will introduce a 20 mph limit on residential streets from June. The council reviews each scheme using collision and journey-time data.'), ['public_rule_up']);
    assert.deepEqual(frames('Harlow City Council will introduce a 20 mph limit on residential streets from June. From next year the council will also close two car parks.').length, 2, 'a scheduled second change counts');
  });
});

describe('rates and protests', () => {
  it('a VAT rate from 5% to 12% raises prices by 7/105, not by 140%', () => {
    const f = understandScenario('The Ministry of Finance will raise VAT on food from 5% to 12% from January.').frames[0]!;
    assert.ok(Math.abs(f.magnitude!.relative! - 7 / 105) < 1e-9, `relative ${f.magnitude!.relative}`);
  });

  it('kneeling during the anthem is a racial-justice protest, not a patriotic theme', () => {
    assert.deepEqual(frames('Stride Sportswear will launch a campaign starring footballer Marcus Hale, known for kneeling during the national anthem to protest police violence.'), ['cause_up(racial_justice)']);
  });
});

describe('charges on necessities', () => {
  it('a tax on food reaches nearly everyone and outweighs a streaming rise of similar felt size', () => {
    const vat = 'The Ministry of Finance will raise VAT on food from 5% to 12% from January.';
    assert.equal(understandScenario(vat).frames[0]!.necessity, true, 'food is a necessity');
    const risk = (scenario: string) => simulate({ scenario, name: 'n', nAgents: 600, nRounds: 4, seed: 4, lang: 'en' }).risk_score.value;
    const [food, streaming] = [risk(vat), risk('Streamly will raise the price of its monthly plan by 7% from January.')];
    assert.ok(food > streaming, `VAT on food ${food} should be above a 7% streaming rise ${streaming}`);
  });
});

describe('climate direction, divesting, splitting a service, new terms', () => {
  it('cutting emissions or divesting from coal adopts the climate cause; expanding coal drops it', () => {
    assert.deepEqual(frames('Acme will cut its carbon emissions by 50% by 2030.'), ['cause_up(climate)']);
    assert.deepEqual(frames('Eastmoor College will sell all of its investments in oil, gas and coal companies by 2028.'), ['cause_up(climate)']);
    assert.deepEqual(frames('PetroMax will expand its investments in coal.'), ['cause_down(climate)']);
    assert.deepEqual(frames('Eastmoor College will drop its pledge to bring campus emissions to net zero.'), ['cause_down(climate)']);
  });

  it('splitting one service into two lowers it; the regime under new terms is described in the present', () => {
    assert.deepEqual(frames('Streamly will separate its two services into two distinct businesses.'), ['service_level_down']);
    assert.ok(frames('Notely will publish new Terms of Use in March. Under the new Terms, users grant Notely a worldwide licence to use that information.').includes('data_sharing_up'), 'terms describe the new regime');
  });

  it('"charges" is a noun; "will charge" is the verb', () => {
    assert.deepEqual(frames('Members who subscribe to both will see two separate charges on their statements.'), []);
    assert.deepEqual(frames('Parkway will charge $3 for every paper bill from May.'), ['fee_up']);
  });
});

describe('third customer read: classes it found missing', () => {
  it('a charity that campaigns against abortion is coded pro-life, the opposite side of reproductive rights', () => {
    assert.deepEqual(frames('Aurelle will launch a partnership with LifeFirst, a charity that campaigns against abortion.'), ['partnership_up(pro_life)']);
    assert.deepEqual(frames('Aurelle will launch a partnership with a group that defends abortion rights.'), ['partnership_up(reproductive)']);
  });

  it('renaming a building named after a man who enslaved people is a racial-justice stance', () => {
    assert.deepEqual(frames('Halford University will rename its main library. The building is named after a merchant who enslaved more than 400 people.'), ['cause_up(racial_justice)']);
  });

  it('closing a maternity unit lowers a service; a smaller seat pitch is a smaller size; heated seats behind a subscription are a charge', () => {
    assert.deepEqual(frames('Westmoor Hospital will close its maternity unit in June.'), ['service_level_down']);
    assert.deepEqual(frames('SkyMeridian Airways will reduce the seat pitch in economy from 31 to 28 inches.'), ['size_down']);
    assert.deepEqual(frames('Valtor Motors will move heated front seats and a heated steering wheel to a paid subscription.'), ['fee_up']);
  });

  it('higher parking fines are a charge; a cut early-payment discount is a lost benefit, not compensation; "not offered a refund" is no refund', () => {
    const u = understandScenario('Northbridge Council will raise parking fines from £50 to £90. The early payment discount will be reduced from 50% to 30%. Drivers will not be offered a refund.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['tax_up', 'benefit_down']);
    assert.equal(u.framing.compensation.present, false, `compensation: ${u.framing.compensation.spans.map((x) => x.text)}`);
  });

  it('redeployment offered to staff is compensation, not new jobs; "disabled bays" are not a disabled service', () => {
    const u = understandScenario('FreshWay will cut 3,000 checkout roles. FreshWay will offer affected staff redeployment to other roles. Parking in disabled bays will stay free.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['jobs_down']);
    assert.equal(u.framing.compensation.present, true, 'redeployment');
  });
});

describe('fourth customer read: classes it found missing', () => {
  it('the announcer is the subject, not a charity it names; a Pride range offered only online is scaled back; carrying on is no change', () => {
    const u = understandScenario('This year, Brightwell\'s Pride collection will be available online only rather than in our 320 stores. We will continue to donate 20% of the proceeds to Rainbow Youth Trust, a charity supporting LGBTQ+ young people.');
    assert.equal(u.actor.name, 'Brightwell');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}${f.cause ? `(${f.cause})` : ''}`), ['cause_down(lgbtq)']);
  });

  it('removing "Boys" and "Girls" signs adopts gender-neutral marketing', () => {
    assert.deepEqual(frames('Toybox will remove the "Boys" and "Girls" signs from the aisles of its stores.'), ['cause_up(transgender)']);
  });

  it('a price cut that leaves those who already bought without a refund is a loss for them', () => {
    assert.deepEqual(frames('Voltra will reduce the price of its cars by 20% for new buyers. Customers who have already bought a Voltra will not receive a refund or credit.'), ['price_down', 'benefit_down']);
  });

  it('"who joined before … will not be affected" is grandfathering; "members can cancel" and "who end their membership" are the customers\' own acts', () => {
    const u = understandScenario('PulseFit will introduce a £45 fee for members who end their membership in the first 12 months. Members who joined before 1 March will not be affected. Members can cancel in the app.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['fee_up']);
    assert.equal(u.framing.grandfathering.present, true, 'grandfathering');
  });

  it('an entry charge is one charge; free entry for residents is compensation; a grant cut is a reason', () => {
    const u = understandScenario('The Greywater Park Authority will introduce an entry charge for visitors from May, after its government grant was cut. Local residents will enter free.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['tax_up']);
    assert.equal(u.framing.compensation.present, true, 'free entry');
    assert.equal(u.framing.justification.present, true, 'grant cut');
  });

  it('household bills are prices, a social tariff is compensation, and an overdraft rate from 35.9% EAR to 39.9% EAR rises by 4/135.9', () => {
    const w = understandScenario('Valleyside Water will increase household bills by 25% from April. We will expand our social tariff.');
    assert.deepEqual(w.frames.map((f) => `${f.objectClass}_${f.direction}`), ['price_up']);
    assert.equal(w.framing.compensation.present, true, 'social tariff');
    const o = understandScenario('Harbour Bank will increase the interest rate on arranged overdrafts from 35.9% EAR to 39.9% EAR.').frames[0]!;
    assert.ok(Math.abs(o.magnitude!.relative! - 4 / 135.9) < 1e-9, `relative ${o.magnitude!.relative}`);
  });
});

describe('service frequency and compliance', () => {
  it('sweeping every four weeks instead of every two is less service; every week instead of every two is more', () => {
    assert.deepEqual(frames('Ashbridge Council will cut costs. Residential streets will be swept every four weeks instead of every two weeks.'), ['service_level_down']);
    assert.deepEqual(frames('Ashbridge Council will collect bins every week instead of every two weeks from May.'), ['service_level_up']);
  });

  it('complying with new rules is a reason, not a new rule of the actor', () => {
    const u = understandScenario('Freshway will charge 10 cents for every single-use plastic bag from March to comply with the new waste regulations.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`), ['fee_up:corrective']);
    assert.equal(u.framing.justification.present, true, 'compliance is a reason');
  });
});


describe('amounts stated as moving between two figures', () => {
  it('"goes from $10 to $12" and "$12 a month, up from $10" are a 20 % price rise; "goes down from $15 to $12" a cut', () => {
    for (const text of ['Price of our basic plan goes from $10 to $12 a month from March 1.', 'From March 1 the basic plan costs $12 a month, up from $10.']) {
      const f = understandScenario(text).frames;
      assert.deepEqual(f.map((x) => `${x.objectClass}_${x.direction}`), ['price_up'], text);
      assert.ok(Math.abs(f[0]!.magnitude!.relative! - 0.2) < 1e-9, `${text}: relative ${f[0]!.magnitude!.relative}`);
    }
    assert.deepEqual(frames('Fares will move from £2 to £2.50 in April.'), ['price_up']);
    assert.deepEqual(frames('The monthly fee goes down from $15 to $12.'), ['price_down']);
  });
});

describe('everyday wordings of common changes', () => {
  const cases: [string, string][] = [
    ["We're putting our prices up by 5% next month.", 'price_up'],
    ['Members will now get 2 points per pound instead of 4.', 'benefit_down'],
    ['The 7:15 service to Leeds will no longer run.', 'service_level_down'],
    ['Going forward, accounts inactive for 12 months will be deleted.', 'service_level_down'],
    ['Your plan now includes 20GB instead of 10GB at the same price.', 'benefit_up'],
    ['We have made the difficult decision to let 200 colleagues go.', 'jobs_down'],
    ['The library will be open three days a week instead of six.', 'service_level_down'],
    ['The council has agreed to switch off street lights between midnight and 5am.', 'service_level_down'],
    ['Free refills are going away at the end of the month.', 'benefit_down'],
    ['Prices on 500 everyday items are coming down from today.', 'price_down'],
    ['Our basic tier will now show ads.', 'service_level_down'],
    ['The app will start using your location to personalise offers.', 'data_sharing_up'],
    ['Your annual subscription renews at $99, up from $79.', 'price_up'],
    ['We will no longer be sponsoring the Pride parade this year.', 'partnership_down(lgbtq)'],
    ['Staff will be asked to return to the office four days a week.', 'benefit_down'],
    ['Cash will no longer be accepted at any of our cafes.', 'access_up'],
    ['The company is raising its minimum wage to $20 an hour.', 'benefit_up'],
  ];
  for (const [text, expected] of cases) {
    it(`${text} → ${expected}`, () => assert.deepEqual(frames(text), [expected], text));
  }
});

describe('fifth read: negations, hypotheticals, headings, frequencies and priced options', () => {
  it('"no colleague will lose their job" and "without asking farmers to pay" announce nothing', () => {
    assert.deepEqual(frames('Northmoor Bank will close 40 branches. No colleague will lose their job as a result of these changes.'), ['service_level_down']);
    assert.deepEqual(frames('Hartwell will cut prices on 300 basics without asking farmers to pay for it.'), ['price_down']);
  });

  it('a hypothetical customer act and other parties\' past moves are not the actor\'s change', () => {
    assert.deepEqual(frames('The price of Lumo Standard will rise to $12.99 for new subscribers. If you change plan or cancel and rejoin later, the new price will apply.'), ['price_up']);
    assert.deepEqual(frames('The district will adopt a four-day week. It will help us keep teachers, as several neighboring districts have already moved to a four-day week.').includes('brand_identity_up'), false);
  });

  it('"for free or reduced-price meals" is an eligibility label, not compensation; "for free" at the end of a clause is', () => {
    assert.equal(understandScenario('The district will charge $25 per day for its Friday program, with reduced rates for families who qualify for free or reduced-price meals.').framing.compensation.present, false);
    assert.equal(understandScenario('Parking will cost £3 an hour from May. Blue badge holders will park for free.').framing.compensation.present, true);
  });

  it('a heading does not take the lead: "has ended its partnership … effective immediately" after a title is the change', () => {
    assert.deepEqual(frames('A statement from Maison Lark\n\nMaison Lark has ended its partnership with Jack Harlan, effective immediately.'), ['partnership_down']);
  });

  it('two stated frequencies give the direction of a service change', () => {
    assert.deepEqual(frames('Skyline will operate its service between Inverness and Barra three times a week from 27 October. The route currently runs daily.'), ['service_level_down']);
    assert.deepEqual(frames('The library is currently open six days a week. From June it will open three days a week.'), ['service_level_down']);
    assert.deepEqual(frames('From May the 42 bus will run twice a week instead of daily.'), ['service_level_down']);
  });

  it('"for a fee of £1.49 to £2.99" is a new charge', () => {
    assert.deepEqual(frames('You will now see a Priority option at checkout. For a fee of £1.49 to £2.99, depending on demand, your order will be offered to the nearest courier first.'), ['fee_up']);
  });
});

describe('fifth read: services moved to screens, school weeks, participles and purposes', () => {
  it('lectures delivered as recorded video rather than in lecture theatres are less service; what students can do with them is not a change', () => {
    assert.deepEqual(frames('From this academic year, the lecture component of all first-year modules will be delivered as recorded video content rather than in lecture theatres. Each week you will have access to short videos that you can watch at your own pace, pause, rewatch and revisit before exams.'), ['service_level_down']);
  });

  it('a board voting 4–1 to adopt a four-day instructional week cuts the service; time "required by the state" and "help us recruit" are not changes', () => {
    const u = understandScenario('Pine Ridge Unified School District\nNotice to Families\n\nAt its meeting on March 14, the Board of Education voted 4–1 to adopt a four-day instructional week beginning in the 2025–26 school year. School days will be extended by 55 minutes, so that students continue to receive the instructional time required by the state. It will also help us recruit and keep teachers.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['service_level_down']);
    assert.equal(u.actor.name, 'Pine Ridge Unified School District');
    assert.equal(u.actor.type, 'school');
  });

  it('"reduced-price meals" is a compound adjective, not a price cut', () => {
    assert.deepEqual(frames('The district will offer a Friday program at $25 per day. Families who qualify for free or reduced-price meals will pay less.').filter((f) => f === 'price_down'), []);
  });

  it('a letter\'s heading word ("Message to incoming students") is not the actor', () => {
    assert.notEqual(understandScenario('Message to incoming first-year students\n\nDear students,\n\nLectures will be delivered as recorded video rather than in lecture theatres.').actor.name, 'Message');
  });
});

describe('losses imposed on what people already own', () => {
  it('a patch that makes a bought game need an online account is qualified "owned"; the same rule for a new game is not', () => {
    const patched = understandScenario('Patch 1.8 arrives next Tuesday. Ashfall will now require an internet connection to launch and play, and you will need to sign in to an account on first launch after the update.');
    assert.deepEqual(patched.frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`), ['access_up:owned']);
    const fresh = understandScenario('Our new game Emberlight, out in March, will require an internet connection to play.');
    assert.deepEqual(fresh.frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`), ['access_up:null']);
  });

  it('the endowment effect: taking from what people own scores above the same loss on a new product, with betrayal engaged', () => {
    const run = (scenario: string) => simulate({ scenario, name: 't', nAgents: 400, nRounds: 4, seed: 3, lang: 'en', replicates: 3 });
    const owned = run('Ashfall will now require an internet connection to launch and play. Existing players will need to sign in to an account to keep playing after the update.');
    const fresh = run('Our new game Emberlight, out in March, will require an internet connection to launch and play.');
    assert.ok(owned.risk_score.value > fresh.risk_score.value, `owned ${owned.risk_score.value} vs new ${fresh.risk_score.value}`);
  });
});

describe('sixth read: freezes, pence, withdrawn features, video by default, eugenics, targeted relief', () => {
  it('extending a price freeze is good news, not a rise', () => {
    assert.deepEqual(frames('Brightline extends its price freeze for existing customers until 2026.'), ['price_down']);
  });
  it('"will cost 50p" states an amount in pence', () => {
    assert.deepEqual(frames('From 3 March, swapping to oat, soya or coconut milk in any drink will cost 50p.'), ['price_up']);
  });
  it('a feature that "will no longer be available" after an over-the-air update is a loss on what owners have', () => {
    const u = understandScenario('After the over-the-air update, lane centring will no longer be available unless you subscribe to Drive+.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}:${f.qualifier}`), ['benefit_down:owned']);
  });
  it('appointments that "take place by video call as standard" are less service; "Terms of Service" is not a service', () => {
    assert.deepEqual(frames('Most follow-up outpatient appointments will take place by video call as standard from April.'), ['service_level_down']);
    assert.deepEqual(frames('We are updating our Terms of Service.'), []);
  });
  it('renaming a hall named after a eugenicist advances the cause, as for an enslaver', () => {
    assert.deepEqual(frames('The University Council has agreed to rename Galbraith Hall, named after the eugenicist Francis Galbraith.'), ['cause_up(racial_justice)']);
  });
  it('relief for named groups only ("frozen for under-18s and over-65s") counts at a fraction of a general compensation', () => {
    const targeted = understandScenario('Season tickets will rise by 12%. Prices for under-18s and over-65s will be frozen.').framing.compensation;
    const general = understandScenario('Season tickets will rise by 12%. Every season-ticket holder will get a £20 credit.').framing.compensation;
    assert.ok(targeted.present && general.present, 'both present');
    assert.ok(targeted.strength < general.strength, `targeted ${targeted.strength} vs general ${general.strength}`);
  });
  it('"We\'ve" is not an actor', () => {
    assert.notEqual(understandScenario("We've got a small change to tell you about: Hollis & Rowe will lower its free-delivery threshold from £40 to £25.").actor.name, "We've");
  });
});

describe('sixth read: actors', () => {
  it('a one-word winner ("Council", "Trust") is the longer name it ends; NHS trusts and national parks are public bodies', () => {
    const council = understandScenario('PUBLIC NOTICE — Westhallam County Council\n\nFollowing the Council\'s budget decision, the County Council will stop funding two supported bus services from 1 June. The Council will review the routes.');
    assert.equal(council.actor.name, 'Westhallam County Council');
    const trust = understandScenario('Changes to outpatient appointments at Eastmoor Hospitals NHS Foundation Trust\n\nFrom 2 September, most follow-up outpatient appointments will take place by video call as standard. The Trust will write to every patient.');
    assert.equal(trust.actor.type, 'government', trust.actor.name);
  });
});

describe('sixth read: law titles and past habits', () => {
  it('a cause in a law\'s title cites the law; it is no stance', () => {
    assert.deepEqual(frames('The council will create a clean air zone, as the Climate Change Act requires.').filter((f) => f.startsWith('cause')), []);
  });
  it('"you have read us for free for years" is a past habit, not compensation', () => {
    assert.equal(understandScenario('From 1 April all stories will be for subscribers only. I know many of you have read us for free for years.').framing.compensation.present, false);
  });
});

describe('seventh pass: how marketing portrays people', () => {
  it('an advert that shows people by gender or nationality is itself the change (portrayal, up)', () => {
    assert.deepEqual(frames('Halden Foods will air a new commercial for its pasta sauce. In the spot, a Japanese model is taught by a male voiceover how to eat spaghetti with chopsticks.'), ['portrayal_up']);
    assert.deepEqual(frames("Our Twitter account will post a thread that opens with the line 'Women belong in the kitchen.'").filter((f) => f.startsWith('portrayal')), ['portrayal_up']);
  });
  it('an advert with no people shown, or people in a text that takes a stance on a cause, is no portrayal', () => {
    assert.deepEqual(frames('Our new TV advert will show the updated app and its faster checkout.').filter((f) => f.startsWith('portrayal')), []);
    assert.deepEqual(frames('Target will celebrate Pride Month with a new campaign and a collection featuring LGBTQ+ artists and women designers.').filter((f) => f.startsWith('portrayal')), []);
  });
  it('withdrawing such an advert is the change going down, and removing its images is not a cut in service', () => {
    assert.deepEqual(frames('Lanterna Cosmetics will withdraw its spring advertisement showing Asian women with their skin lightened. The images will be removed from our website this week.'), ['portrayal_down']);
  });
  it('the portrayal leads a report as a stereotype call-out, with quotes about it', () => {
    const r = simulate({ scenario: 'Brightwell Appliances will run a new television commercial this Christmas. In the spot, a woman unwraps the mixer her husband bought her and spends the year baking while he watches football.', name: 't', nAgents: 400, nRounds: 4, seed: 1, lang: 'en' });
    assert.equal(r.failure_modes[0]!.title, 'Called out for a stereotype');
    assert.ok(r.risk_score.value >= 25, `risk ${r.risk_score.value}`);
    const lines = r.cohort_breakdowns.flatMap((c) => c.quotes.filter((q) => q.stance === 'oppose').map((q) => q.text));
    assert.ok(lines.some((t) => /stereotype|signed this off|people like us|mockery|laughing|Ask the people/.test(t)), lines.join(' | '));
  });
});

describe('seventh pass: charges, options and payment cards', () => {
  it('"will begin charging for checked bags" is a new fee, not a change in size', () => {
    assert.deepEqual(frames('From May, Skylark Air will begin charging for checked bags on most fares.'), ['fee_up']);
  });
  it('a new cheaper fare beside the regular ones adds an option; "price-sensitive customers" names no price', () => {
    const f = frames('Skylark Air will introduce a new Saver fare, giving price-sensitive customers more choice alongside our regular fares, in exchange for the lowest fares.');
    assert.ok(!f.includes('price_up'), f.join(','));
  });
  it('paying "with a credit, debit or ATM card" is a payment card, not compensation', () => {
    assert.equal(understandScenario('Northline Mobile will introduce a $2 fee for one-off payments made with a credit, debit or ATM card by phone.').framing.compensation.present, false);
  });
});

describe('seventh pass: what customers may choose', () => {
  it('"people using an account outside the household can transfer their profile … to a new subscription" is their option, not a new price', () => {
    assert.deepEqual(frames('Starting today, Flickbox will roll out paid sharing to subscribers. People using an account outside the household can transfer their profile, with watch history and settings, to a new subscription of their own.').filter((f) => f.startsWith('price')), []);
  });
  it('"account holders who want to share … can add an extra member" offers a way to keep what they had', () => {
    assert.equal(understandScenario('Flickbox will roll out paid sharing. Account holders who want to share with someone outside their household can add one Extra Member for $6.99 a month.').framing.opt_out.present, true);
  });
});

describe('seventh pass: health levies, product content and product owners', () => {
  it('a sugar levy that also taxes diet drinks is a plain tax, one on sugar alone is corrective', () => {
    const q = (t: string) => understandScenario(t).frames.filter((f) => f.objectClass === 'tax').map((f) => f.qualifier);
    assert.deepEqual(q('The County will introduce a tax of one cent per ounce on sweetened beverages, including both sugar-sweetened and diet drinks.'), [null]);
    assert.deepEqual(q('The County will introduce a tax of one cent per ounce on sugar-sweetened beverages.'), ['corrective']);
  });
  it('"will levy a tax" is a tax; "less than 50% fruit juice" is what a drink contains, not the size of the tax', () => {
    const u = understandScenario('The City of Eastport will levy a Sweetened Beverage Tax of 1.5 cents per ounce on distributors, including juice drinks with less than 50% fruit juice.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['tax_up']);
    assert.equal(u.frames[0]!.magnitude?.relative ?? null, null);
  });
  it('"owners of our oldest products" are customers, not shareholders; "a simple, sustainable way" takes no climate stance', () => {
    const u = understandScenario('Lumen Audio will launch a simple, sustainable way for owners of our oldest products to upgrade. After 21 days, each traded device will be permanently deactivated.');
    assert.ok(u.frames.every((f) => f.objectClass !== 'cause'), JSON.stringify(u.frames.map((f) => f.objectClass)));
    assert.ok(u.frames.some((f) => f.affected.some((a) => a.role === 'customer' && a.existing)), JSON.stringify(u.frames.map((f) => f.affected)));
  });
});

describe('seventh read: ordinary words for relief, reasons and alternatives', () => {
  it('"the standing charge … will rise" is one rise, not a new charge; a help fund and bills held at current levels are relief', () => {
    const u = understandScenario('From 1 April, the standing charge and unit rate on all Northway household plans will rise by an average of 9%. Customers on our Priority Register will see their bills held at current levels until October. If you are worried about paying, our Help Fund offers grants of up to £300.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['price_up']);
    assert.equal(u.framing.compensation.present, true);
  });
  it('"each one has a real cost", "this change helps us keep our prices low" give a reason; "will remain free" leaves a free way', () => {
    const u = understandScenario('From 15 September, Fernley Clothing will charge £2.95 for returns sent by post. Returns to any of our stores will remain free. Each one has a real cost in transport and packaging. This change helps us keep our prices low for everyone.');
    assert.equal(u.framing.justification.present, true);
    assert.equal(u.framing.opt_out.present, true);
    assert.equal(u.actor.name, 'Fernley Clothing');
  });
  it('"the reductions will fall mostly in professional services" says where job cuts land, not a cut in service', () => {
    assert.deepEqual(frames('The University of Castlemoor will reduce its workforce by up to 280 posts. The reductions will fall mostly in professional services.'), ['jobs_down']);
  });
  it('a heritage brand\'s tin "is being replaced" by a new logo is a change to a heritage identity; "Marlowe\'s" keeps its "\'s"', () => {
    const u = understandScenario("Harlowe's, makers of the Crumble biscuit since 1891, is unveiling a new look. The familiar illustrated tin is being replaced by a simpler, modern logo.");
    assert.ok(u.frames.some((f) => f.objectClass === 'brand_identity' && f.qualifier === 'heritage'), JSON.stringify(u.frames.map((f) => [f.objectClass, f.qualifier])));
    assert.equal(u.actor.name, "Harlowe's");
    assert.equal(understandScenario("Pinecrest Bank's board will raise fees.").actor.name, 'Pinecrest Bank');
  });
  it('a short English text full of names is English ("Pinecrest Bank will raise fees. …")', () => {
    assert.equal(understandScenario('Pinecrest Bank will raise fees. Pinecrest Bank will also close branches.').language, 'en');
  });
  it('a subject that opens the text is the actor over a league named once later ("… during the NFL\'s opening game")', () => {
    assert.equal(understandScenario("Strider will mark the 30th anniversary of its campaign with new work featuring athletes. A two-minute film will air during the NFL's season-opening game.").actor.name, 'Strider');
  });
  it('"available only through a membership" is a restriction; grant-making and donors make a nonprofit', () => {
    assert.ok(frames('New versions of the applications will be released as versions available only through a Cloud membership.').includes('access_up'));
    assert.equal(understandScenario('Hope Against Cancer has adopted new criteria for its grant-making that will bar grants to organisations under investigation. Grants to such affiliates totalled $680,000. The criteria fulfil our duty to our donors.').actor.type, 'nonprofit');
  });
});

describe('seventh read: headings and hardship relief', () => {
  it('a heading that restates the change adds no change of its own', () => {
    assert.deepEqual(frames('Larchwood Clothing updates its returns policy\n\nFrom 15 September, Larchwood Clothing will charge £2.95 for returns sent by post.'), ['fee_up']);
    assert.deepEqual(frames('Larchwood Clothing will raise its prices by 5%\n\nWe know this is unwelcome.'), ['price_up']);
  });
  it('relief for those "worried about paying" is aimed at those with least, and lowers the risk less than relief for all', () => {
    const risk = (t: string) => simulate({ scenario: t, name: 'h', nAgents: 600, nRounds: 4, seed: 2, lang: 'en' }).risk_score.value;
    const rise = 'From 1 April, unit rates on all Northway household electricity plans will rise by 9%.';
    const hardship = risk(`${rise} If you are worried about paying, our Help Fund offers grants of up to £300.`);
    const everyone = risk(`${rise} Every household will receive a one-off £60 credit on its April bill.`);
    assert.ok(understandScenario(`${rise} If you are worried about paying, our Help Fund offers grants of up to £300.`).reliefForLowIncome);
    assert.ok(hardship > everyone, `hardship ${hardship} vs everyone ${everyone}`);
  });
});

describe('seventh read: compound nouns, stated causes, charities', () => {
  it('"our bike-hire scheme" hires nobody; "the decision follows 900 complaints" is a reason', () => {
    const u = understandScenario('Portwell City Council will end its rental e-scooter trial. Rental scooters will no longer be available. The decision follows more than 900 complaints. The council will expand its bike-hire scheme with 300 additional bikes.');
    assert.ok(!u.frames.some((f) => f.objectClass === 'jobs'), JSON.stringify(u.frames.map((f) => f.objectClass)));
    assert.equal(u.framing.justification.present, true);
  });
  it('"Hearthway, the homelessness charity, … its winter fundraising campaign … every £25 donated" is a nonprofit', () => {
    assert.equal(understandScenario('Hearthway, the homelessness charity, today launches its winter fundraising campaign. Every £25 donated funds a safe night.').actor.type, 'nonprofit');
  });
});

describe('seventh read: what staff receive', () => {
  it('"networks open to all staff and will no longer receive dedicated budgets" cuts no jobs', () => {
    const f = frames('Brightwell Foods will end its supplier diversity targets. Our employee networks will be open to all staff and will no longer receive dedicated budgets.');
    assert.ok(!f.includes('jobs_down'), f.join(','));
  });
});

describe('seventh read: a spending period is no phase-in', () => {
  it('"the £210 million we are investing over the next three years" does not phase the rise in; "over the next three years" after a rise does', () => {
    assert.equal(understandScenario('Unit rates will rise by 9%. The increase reflects the £210 million we are investing over the next three years.').framing.phase_in.present, false);
    assert.equal(understandScenario('Unit rates will rise by 9%, introduced over the next three years.').framing.phase_in.present, true);
  });
});

describe('eighth read: restated prices, obligations, data and office days', () => {
  it('"our plan will now cost £27" after a price cut restates the new price; it is no rise', () => {
    assert.deepEqual(frames('Brightline Fibre is lowering the monthly price of all its broadband plans by £5 from next month. Our 500 Mb plan will now cost £27 a month.'), ['price_down']);
  });
  it('"phones must be switched off and locked in a pouch" is a new restriction; "locked in a pouch" keeps no price', () => {
    const u = understandScenario('From next term, Fairhill Academy will become a phone-free school. Phones must be switched off and locked in a pouch from arrival until the end of the day.');
    assert.ok(u.frames.every((f) => f.direction === 'up'), JSON.stringify(u.frames.map((f) => `${f.objectClass}_${f.direction}`)));
    assert.equal(u.framing.grandfathering.present, false);
  });
  it('sharing "information about policyholders\' driving behaviour" with partners is data sharing', () => {
    assert.ok(frames("From 15 June, Cresthaven Insurance will share information about policyholders' driving behaviour with selected partners.").includes('data_sharing_up'));
  });
  it('"asked to work from the office three days a week, up from one" ends remote work; a travel allowance is relief', () => {
    const u = understandScenario('From 6 January, everyone at Ardent Logistics will be asked to work from the office three days a week, up from the current one. We will cover parking and a travel allowance of £60 a month.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['benefit_down']);
    assert.equal(u.framing.compensation.present, true);
  });
});

describe('eighth read: a values page announces nothing', () => {
  it('"About Meridian Partners … great work starts with great people" has no change and names Meridian Partners', () => {
    const u = understandScenario('About Meridian Partners\n\nAt Meridian Partners, we believe that great work starts with great people. For more than twenty years, our team has brought curiosity and care to everything we do.');
    assert.equal(u.understood, false, JSON.stringify(u.frames.map((f) => f.objectClass)));
    assert.equal(u.actor.name, 'Meridian Partners');
  });
});
