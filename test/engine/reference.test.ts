/**
 * The reference library (data/reference/cases.jsonl, src/engine/reference): the engine's copy is
 * the library, every case is valid, and the nearest cases follow the change's features.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { ReferenceCase } from '../../src/contracts/reference-case.js';
import { REFERENCE_CASES } from '../../src/engine/reference/cases.data.js';
import { nearestCases, referenceSeverity, similarity, type ChangeProfile, type ReferenceCaseData } from '../../src/engine/reference/comparable.js';

// Compile-time: every case the contract accepts is a case the engine reads (tsc --noEmit fails otherwise).
const fromContract: ReferenceCaseData = {} as ReferenceCase;
void fromContract;

describe('reference library', () => {
  it('is the library file, case for case (npm run build:reference after editing it)', () => {
    const lines = readFileSync('data/reference/cases.jsonl', 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
    assert.deepEqual(REFERENCE_CASES, lines);
    for (const c of lines) assert.ok(Value.Check(ReferenceCase, c), c.id);
  });

  it('ranks a case with the same class, direction and actor type first, and averages severities by similarity', () => {
    const fee = REFERENCE_CASES.find((c) => c.features.class === 'fee' && c.features.direction === 'up')!;
    const p: ChangeProfile = { class: 'fee', direction: 'up', actorType: fee.actor_type, affected: fee.features.affected, takesBackOwned: fee.features.takes_back_owned ? 1 : 0, identitySalient: fee.features.identity_salient ? 1 : 0 };
    assert.ok(Math.abs(similarity(p, fee) - 1) < 1e-9);
    const near = nearestCases(p, REFERENCE_CASES, 5);
    assert.equal(near.length, 5);
    assert.equal(near[0]!.similarity, 1);
    for (let i = 1; i < near.length; i++) assert.ok(near[i - 1]!.similarity >= near[i]!.similarity);
    const s = referenceSeverity(near);
    assert.ok(s >= Math.min(...near.map((n) => n.case.severity)) && s <= Math.max(...near.map((n) => n.case.severity)));
    assert.ok(Number.isNaN(referenceSeverity([])));
  });
});
