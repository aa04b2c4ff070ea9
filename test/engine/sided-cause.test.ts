/**
 * Rules for or against a cause (docs/corpus.md `cause_side`): the reader's cause label carries the
 * side (reader/labels.ts), and a rule's valence is mostly a stance on the cause (text/features.ts
 * frameValence, TEXT.codedRuleShare), so a school rule against trans pupils' names has progressive
 * objectors and conservative supporters, and the same rule lifted has them the other way round.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CAUSE_LABELS, causeLabel, parseCauseLabel } from '../../src/engine/reader/labels.js';
import { frameValence } from '../../src/engine/text/features.js';
import type { ChangeFrame } from '../../src/engine/understand/frames.js';
import { trainedCause } from '../../scripts/reader/corpus.js';
import { READER_SETTINGS } from '../../scripts/reader/settings.js';

const span = { start: 0, end: 10, text: 'the policy' };
const rule = (over: Partial<ChangeFrame>): ChangeFrame => ({
  action: { lemma: 'adopt', span },
  object: { text: 'the policy', span },
  objectClass: 'public_rule',
  cause: null,
  direction: 'up',
  magnitude: null,
  affected: [],
  timing: null,
  certainty: 1,
  qualifier: null,
  ...over,
});

describe('a cause with its side', () => {
  it('labels a rule against a cause apart from one for it, and reads the label back', () => {
    assert.equal(causeLabel(undefined, undefined), 'none');
    assert.equal(causeLabel('transgender', 'for'), 'transgender');
    assert.equal(causeLabel('transgender', 'against'), 'transgender:against');
    for (const l of ['transgender', 'transgender:against', 'religion:against']) assert.ok((CAUSE_LABELS as readonly string[]).includes(l), l);
    assert.deepEqual(parseCauseLabel('lgbtq:against'), { cause: 'lgbtq', side: 'against' });
    assert.deepEqual(parseCauseLabel('lgbtq'), { cause: 'lgbtq', side: 'for' });
    assert.equal(parseCauseLabel('none'), null);
  });

  it('without sides in training, a cause is learned only where the class carries its side, never read back as the wrong one', () => {
    if (READER_SETTINGS.causeSides) return;
    assert.equal(trainedCause({ class: 'public_rule', cause: 'religion', cause_side: 'against' }), 'none');
    assert.equal(trainedCause({ class: 'access', cause: 'lgbtq', cause_side: 'for' }), 'none');
    assert.equal(trainedCause({ class: 'appointment', cause: 'climate', cause_side: 'against' }), 'none');
    assert.equal(trainedCause({ class: 'cause', cause: 'dei' }), 'dei');
    assert.equal(trainedCause({ class: 'partnership', cause: 'lgbtq', cause_side: 'for' }), 'lgbtq');
  });

  it('makes progressives object to a rule against trans pupils and conservatives to its repeal', () => {
    const against = frameValence(rule({ cause: 'transgender', causeSide: 'against' }));
    assert.ok(against.progressive < -0.1 && against.conservative > 0.1, JSON.stringify(against));
    const repeal = frameValence(rule({ direction: 'down', cause: 'transgender', causeSide: 'for' }));
    assert.ok(repeal.progressive > 0.1 && repeal.conservative < -0.1, JSON.stringify(repeal));
    // Without a cause the rule is a plain burden on those it binds, with no side taken.
    const plain = frameValence(rule({}));
    assert.ok(plain.affected < 0 && Math.abs(plain.progressive - plain.conservative) < 0.3, JSON.stringify(plain));
  });

  it('reads an appointment of someone against a cause as taking its other side, and dropping them as taking its side', () => {
    const pro = frameValence(rule({ objectClass: 'appointment', cause: 'climate' }));
    const against = frameValence(rule({ objectClass: 'appointment', cause: 'climate', causeSide: 'against' }));
    const dropped = frameValence(rule({ objectClass: 'appointment', direction: 'down', cause: 'climate', causeSide: 'against' }));
    assert.ok(pro.progressive > 0 && against.progressive < 0 && dropped.progressive > 0, JSON.stringify({ pro, against, dropped }));
    assert.ok(against.conservative > pro.conservative, JSON.stringify({ pro, against }));
  });
});
