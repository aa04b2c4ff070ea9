/**
 * The submission contract's `audience` and `force` (src/contracts/jobs.ts): the wire type and the
 * engine's `AudienceInput` are mutually assignable, every audience field is described, and the
 * schema takes exactly the values docs/api.md lists.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { AudienceInput } from '../../src/engine/index.js';
import { Audience, JobSubmission, ScenarioSubmission } from '../../src/contracts/jobs.js';

// Compile-time: the schema's type and the engine's type are the same (tsc --noEmit fails otherwise).
const fromEngine: Static<typeof Audience> = {} as AudienceInput;
const toEngine: AudienceInput = {} as Static<typeof Audience>;
const submitted: AudienceInput | undefined = ({} as JobSubmission).audience;
void [fromEngine, toEngine, submitted];

describe('submission contract: audience and force', () => {
  it('describes every audience field and closes the object', () => {
    const schema = (s: unknown) => s as { description?: string; additionalProperties?: boolean; type?: string };
    assert.equal(schema(Audience).additionalProperties, false);
    assert.ok(schema(Audience).description);
    assert.deepEqual(Object.keys(Audience.properties).sort(), ['age_band', 'ideology_lean', 'price_sensitivity', 'urbanicity']);
    for (const [name, field] of Object.entries(Audience.properties)) assert.ok(schema(field).description, name);
    for (const body of [JobSubmission, ScenarioSubmission]) {
      assert.ok(schema(body.properties.audience).description);
      assert.ok(schema(body.properties.force).description);
      assert.equal(schema(body.properties.force).type, 'boolean');
    }
  });

  it('takes the documented values and refuses others', () => {
    for (const ok of [{}, { ideology_lean: -1 }, { ideology_lean: 1, age_band: '65+', urbanicity: 'rural', price_sensitivity: 0 }, { age_band: '30-44', urbanicity: 'suburban', price_sensitivity: 1 }]) {
      assert.ok(Value.Check(Audience, ok), JSON.stringify(ok));
    }
    for (const bad of [{ ideology_lean: 2 }, { ideology_lean: -1.01 }, { age_band: 'teen' }, { urbanicity: 'city' }, { price_sensitivity: 1.5 }, { colour: 'red' }, { ideology_lean: '0.5' }]) {
      assert.ok(!Value.Check(Audience, bad), JSON.stringify(bad));
    }
    assert.ok(Value.Check(JobSubmission, { name: 'a', scenario: 'b', force: true, audience: { ideology_lean: 0.4 } }));
    assert.ok(!Value.Check(JobSubmission, { name: 'a', scenario: 'b', force: 'yes' }));
  });
});
