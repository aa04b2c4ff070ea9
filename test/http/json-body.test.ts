/** The JSON body parser (src/http/json-body.ts): depth and key limits, NUL and lone surrogates, poisoning. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { badText, measureJson, parseJsonBody } from '../../src/http/json-body.js';
import { RequestValidationError } from '../../src/domain/errors.js';

const LIMITS = { maxDepth: 32, maxKeys: 1000, maxItems: 50 };

function refusal(text: string): { loc: unknown[]; type: string }[] {
  try {
    parseJsonBody(text, LIMITS);
  } catch (err) {
    assert.ok(err instanceof RequestValidationError, String(err));
    return err.items.map((i) => ({ loc: i.loc, type: i.type }));
  }
  assert.fail(`accepted ${text.slice(0, 80)}`);
}

describe('JSON body parser', () => {
  it('measures depth and keys without counting braces and colons inside strings', () => {
    assert.deepEqual(measureJson('{"a":[1,{"b":2}],"c":"{[:]}\\\\","d":"\\"{"}'), { depth: 3, keys: 4 });
    assert.deepEqual(measureJson('[]'), { depth: 1, keys: 0 });
  });

  it('refuses nesting over the limit and too many keys, and parses what is within', () => {
    assert.deepEqual(refusal('['.repeat(5000) + ']'.repeat(5000)), [{ loc: ['body'], type: 'json_too_deep' }]);
    assert.deepEqual(refusal('['.repeat(33) + ']'.repeat(33)), [{ loc: ['body'], type: 'json_too_deep' }]);
    assert.equal((parseJsonBody('['.repeat(32) + ']'.repeat(32), LIMITS) as unknown[]).length, 1);
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
    assert.deepEqual(refusal(keys(1001)), [{ loc: ['body'], type: 'json_too_many_keys' }]);
    assert.equal(Object.keys(parseJsonBody(keys(1000), LIMITS) as object).length, 1000);
  });

  it('reports NUL and lone surrogates at their loc, keys included, and accepts pairs', () => {
    assert.deepEqual(refusal('{"a":["ok","x\\u0000"],"b":{"c":"\\ud800"},"\\udfff":1}'), [
      { loc: ['body', 'a', 1], type: 'string_nul_character' },
      { loc: ['body', 'b', 'c'], type: 'string_unicode' },
      { loc: ['body', '\udfff'], type: 'string_unicode' },
    ]);
    assert.deepEqual(parseJsonBody('{"e":"\\ud83d\\ude80"}', LIMITS), { e: '🚀' });
    assert.equal(badText('fine text'), null);
  });

  it('refuses malformed JSON, empty bodies and prototype poisoning', () => {
    assert.deepEqual(refusal('{"a":'), [{ loc: ['body', 0], type: 'json_invalid' }]);
    assert.deepEqual(refusal('  '), [{ loc: ['body'], type: 'missing' }]);
    assert.deepEqual(refusal('{"__proto__":{"admin":true}}'), [{ loc: ['body', '__proto__'], type: 'json_invalid' }]);
    assert.deepEqual(refusal('{"constructor":{"prototype":{"admin":true}}}'), [{ loc: ['body', 'constructor'], type: 'json_invalid' }]);
    assert.deepEqual(parseJsonBody('{"constructor":"a name"}', LIMITS), { constructor: 'a name' });
  });
});
