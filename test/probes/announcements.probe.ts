/**
 * Behavioural suite for the engine's understanding of announcements (issue 9 "Done means"), on the
 * announcements of test/fixtures/announcements.ts (written for this suite, not from ../shared/cases).
 *
 * A PROBE (test/probes/README.md): `npm run bench:probes` runs it and counts what passes; `npm test`
 * does not, since what it checks is how well the learned reader reads (a figure), not a rule.
 *
 * It checks that
 * 1. every announcement is understood, with the organisation as its actor (name and type);
 * 2. its frames include the expected object class and direction;
 * 3. a cut scores below a rise of the same size and has a positive net sentiment; a 40 % rise
 *    scores at least 15 points above a 5 % rise; adopting a cause draws opposition from the side
 *    opposite to the one dropping it draws, the objecting side's net stance negative and the
 *    other's not;
 * 4. the same change framed in ordinary words (a reason, grandfathering, an apology with
 *    compensation) scores at least 15 points lower;
 * 5. an English and a Spanish version of the same announcement give risks within 10 points;
 * 6. texts that announce nothing are refused (`understood: false`, with the reason in `missing`;
 *    the API answers them with 422).
 * Understanding checks collect every miss into one assertion message, so a reader sees them all.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simulate, understandScenario, type Report } from '../../src/engine/index.js';
import {
  ACTOR_TYPES,
  OBJECT_CLASSES,
  announcements,
  causePairs,
  cutVsRise,
  framingPairs,
  nonAnnouncements,
  sizePairs,
  translations,
  type Announcement,
  type Side,
} from '../fixtures/announcements.js';

const byId = new Map(announcements.map((a) => [a.id, a]));

/** The announcement with this id (fails the test when the fixture refers to a missing one). */
function get(id: string): Announcement {
  const a = byId.get(id);
  assert.ok(a, `fixture refers to unknown announcement ${id}`);
  return a;
}

const reports = new Map<string, Report>();

/** The report of one announcement (400 agents, 4 rounds, seed 1, in the announcement's language), computed once. */
function report(id: string): Report {
  let r = reports.get(id);
  if (!r) {
    const a = get(id);
    r = simulate({ scenario: a.text, name: a.id, nAgents: 400, nRounds: 4, seed: 1, lang: a.lang });
    reports.set(id, r);
  }
  return r;
}

const risk = (id: string) => report(id).risk_score.value;

/** Overall net sentiment: the last round's mean stance of aware agents. */
function netSentiment(id: string): number {
  const rounds = report(id).sentiment_trajectory.rounds;
  const last = rounds[rounds.length - 1];
  assert.ok(last, `${id}: no rounds in the sentiment trajectory`);
  return last.net_sentiment;
}

/** A cohort's net stance (support − oppose among its aware agents). */
function cohortNet(id: string, cohort: string): number {
  const c = report(id).cohort_breakdowns.find((b) => b.cohort === cohort);
  assert.ok(c, `${id}: no cohort ${cohort} in the report (${report(id).cohort_breakdowns.map((b) => b.cohort).join(', ')})`);
  return c.stance.net;
}

const publicCohort = (side: Side) => (side === 'progressive' ? 'progressive_public' : 'conservative_public');
const otherSide = (side: Side): Side => (side === 'progressive' ? 'conservative' : 'progressive');

/** An organisation's name compared loosely: case, a leading article, spacing and trailing punctuation ignored. */
function normName(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(the|el|la|los|las)\s+/, '')
    .replace(/[\s.,;:!?]+$/, '');
}

function nameMatches(a: Announcement, found: string): boolean {
  const got = normName(found);
  return [a.actorName, ...(a.actorAliases ?? [])].some((n) => normName(n) === got);
}

const fmt = (n: number) => n.toFixed(3);

describe('announcement fixture', () => {
  it('holds at least 40 announcements with unique ids, every class in both directions and every actor type', () => {
    assert.ok(announcements.length >= 40, `${announcements.length} announcements`);
    assert.equal(byId.size, announcements.length, 'duplicate ids');
    const missing: string[] = [];
    // `other` (the open world) has no announcement of its own here: the corpus teaches it.
    for (const c of OBJECT_CLASSES.filter((x) => x !== 'other')) {
      for (const d of ['up', 'down'] as const) {
        if (!announcements.some((a) => a.objectClass === c && a.direction === d)) missing.push(`${c}/${d}`);
      }
    }
    for (const t of ACTOR_TYPES) if (!announcements.some((a) => a.actorType === t)) missing.push(`actor type ${t}`);
    assert.deepEqual(missing, []);
  });

  it('builds every group from existing announcements that differ only where they should', () => {
    const bad: string[] = [];
    const same = (x: Announcement, y: Announcement) => x.objectClass === y.objectClass && x.actorName === y.actorName;
    for (const p of sizePairs) {
      const [s, l] = [get(p.small), get(p.large)];
      if (!same(s, l) || s.direction !== l.direction) bad.push(`size ${s.id}/${l.id}`);
    }
    for (const p of cutVsRise) {
      const [l, g] = [get(p.loss), get(p.gain)];
      if (!same(l, g) || l.direction === g.direction) bad.push(`cut/rise ${l.id}/${g.id}`);
    }
    for (const p of causePairs) {
      const [a, d] = [get(p.adopt), get(p.drop)];
      if (!same(a, d) || a.direction !== 'up' || d.direction !== 'down') bad.push(`cause ${a.id}/${d.id}`);
    }
    for (const p of framingPairs) {
      const [pl, fr] = [get(p.plain), get(p.framed)];
      if (!same(pl, fr) || pl.direction !== fr.direction) bad.push(`framing ${pl.id}/${fr.id}`);
    }
    for (const p of translations) {
      const [en, es] = [get(p.en), get(p.es)];
      if (en.lang !== 'en' || es.lang !== 'es' || en.objectClass !== es.objectClass || en.direction !== es.direction || en.actorType !== es.actorType) {
        bad.push(`translation ${en.id}/${es.id}`);
      }
    }
    assert.deepEqual(bad, []);
    assert.ok(sizePairs.length >= 2 && cutVsRise.length >= 3 && causePairs.length >= 4 && framingPairs.length >= 3 && translations.length >= 4);
    assert.ok(nonAnnouncements.length >= 6);
  });
});

describe('understanding announcements', () => {
  it('understands every announcement, with the organisation as its actor', () => {
    const misses: string[] = [];
    for (const a of announcements) {
      const u = understandScenario(a.text);
      const problems: string[] = [];
      if (!u.understood) problems.push(`not understood (missing: ${JSON.stringify(u.missing)})`);
      if (!nameMatches(a, u.actor.name)) problems.push(`actor ${JSON.stringify(u.actor.name)}, expected ${JSON.stringify(a.actorName)}`);
      if (u.actor.type !== a.actorType) problems.push(`actor type ${u.actor.type}, expected ${a.actorType}`);
      if (problems.length) misses.push(`${a.id}: ${problems.join('; ')}`);
    }
    assert.equal(misses.length, 0, `${misses.length} of ${announcements.length} announcements missed:\n${misses.join('\n')}`);
  });

  it('detects the language of every announcement', () => {
    const misses = announcements
      .map((a) => ({ a, got: understandScenario(a.text).language }))
      .filter(({ a, got }) => got !== a.lang)
      .map(({ a, got }) => `${a.id}: ${got}, expected ${a.lang}`);
    assert.equal(misses.length, 0, `${misses.length} of ${announcements.length} announcements missed:\n${misses.join('\n')}`);
  });

  it('finds the changed object and its direction in every announcement', () => {
    const misses: string[] = [];
    for (const a of announcements) {
      const { frames } = understandScenario(a.text);
      if (!frames.some((f) => f.objectClass === a.objectClass && f.direction === a.direction)) {
        const found = frames.map((f) => `${f.objectClass}/${f.direction}`).join(', ') || 'no frames';
        misses.push(`${a.id}: expected ${a.objectClass}/${a.direction}, found ${found}`);
      }
    }
    assert.equal(misses.length, 0, `${misses.length} of ${announcements.length} announcements missed:\n${misses.join('\n')}`);
  });

  it('refuses texts that announce no change, saying what is missing', () => {
    const misses: string[] = [];
    for (const n of nonAnnouncements) {
      const u = understandScenario(n.text);
      if (u.understood !== false) misses.push(`${n.id} (${n.note}): understood`);
      else if (typeof u.missing !== 'string' || u.missing.trim() === '') misses.push(`${n.id} (${n.note}): empty "missing"`);
    }
    assert.equal(misses.length, 0, `${misses.length} of ${nonAnnouncements.length} non-announcements accepted:\n${misses.join('\n')}`);
  });
});

describe('size of a change', () => {
  for (const p of sizePairs) {
    it(`a 40 % change scores at least 15 points above a 5 % one (${p.small} vs ${p.large})`, () => {
      const [small, large] = [risk(p.small), risk(p.large)];
      assert.ok(large >= small + 15, `40 %: ${large}, 5 %: ${small} (difference ${large - small}, needs ≥ 15)`);
    });
  }
});

describe('a cut against a rise of the same size', () => {
  for (const p of cutVsRise) {
    it(`the gain scores below the loss and is welcomed (${p.gain} vs ${p.loss})`, () => {
      const [gain, loss] = [risk(p.gain), risk(p.loss)];
      assert.ok(gain < loss, `gain ${gain} should score below loss ${loss}`);
      const net = netSentiment(p.gain);
      assert.ok(net > 0, `gain's overall net sentiment ${fmt(net)} should be positive`);
    });
  }
});

/** Sampling noise of a public cohort's net stance over the replicates (about 130 agents × 8 replicates). */
const NOISE_NET = 0.02;

describe('causes adopted and dropped', () => {
  for (const p of causePairs) {
    it(`${p.cause}: adopting it offends the ${p.objectingSideWhenAdopted} side, dropping it the other`, () => {
      const objecting = publicCohort(p.objectingSideWhenAdopted);
      const other = publicCohort(otherSide(p.objectingSideWhenAdopted));
      const adopt = { objecting: cohortNet(p.adopt, objecting), other: cohortNet(p.adopt, other) };
      const drop = { objecting: cohortNet(p.drop, objecting), other: cohortNet(p.drop, other) };
      const values = `adopt: ${objecting} ${fmt(adopt.objecting)}, ${other} ${fmt(adopt.other)}; drop: ${objecting} ${fmt(drop.objecting)}, ${other} ${fmt(drop.other)}`;
      assert.ok(adopt.objecting < 0, `adopting: ${objecting} net should be negative (${values})`);
      // "Not negative" allows the sampling noise of a cohort's net over the replicates (NOISE_NET): a
      // side whose valence is near zero for a weakly coded cause (climate for conservatives) sits at 0.
      assert.ok(adopt.other >= -NOISE_NET, `adopting: ${other} net should not be negative (${values})`);
      assert.ok(drop.other < 0, `dropping: ${other} net should be negative (${values})`);
      assert.ok(drop.objecting >= -NOISE_NET, `dropping: ${objecting} net should not be negative (${values})`);
    });
  }
});

describe('framing in ordinary words', () => {
  for (const p of framingPairs) {
    it(`${p.kind}: the framed version scores at least 15 points lower (${p.framed} vs ${p.plain})`, () => {
      const [plain, framed] = [risk(p.plain), risk(p.framed)];
      assert.ok(framed <= plain - 15, `framed ${framed}, plain ${plain} (difference ${plain - framed}, needs ≥ 15)`);
    });
  }
});

describe('Spanish and English', () => {
  for (const p of translations) {
    it(`give risks within 10 points (${p.en} vs ${p.es})`, () => {
      const [en, es] = [risk(p.en), risk(p.es)];
      assert.ok(Math.abs(en - es) <= 10, `English ${en}, Spanish ${es} (difference ${Math.abs(en - es)}, allowed 10)`);
    });
  }
});
