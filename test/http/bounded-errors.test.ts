/** Bounded 422 bodies (src/http/bounded-errors.ts): item cap, cut inputs, size cap. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { boundValidationItems, clipValue, cutString } from '../../src/http/bounded-errors.js';
import type { ValidationItem } from '../../src/contracts/errors.js';

const BOUNDS = { maxItems: 50, inputMaxChars: 200, bodyMaxBytes: 32 * 1024 };

describe('bounded validation errors', () => {
  it('cuts strings with an ellipsis and never splits a surrogate pair', () => {
    assert.equal(cutString('abcdef', 10), 'abcdef');
    assert.equal(cutString('abcdef', 4), 'abc…');
    const cut = cutString('ab😀cd', 4); // "ab" + high surrogate would be 3 units
    assert.equal(cut, 'ab…');
    assert.ok(!/[\uD800-\uDFFF]/.test(cut), 'no half of a pair left');
  });

  it('clips values to about the budget, cuts deep nesting and says so', () => {
    const big = { scenario: 'x'.repeat(100_000), values: Array.from({ length: 20_000 }, (_, i) => i), deep: [[[[[['bottom']]]]]] };
    const { value, cut } = clipValue(big, 200);
    assert.equal(cut, true);
    assert.ok(JSON.stringify(value).length <= 260, JSON.stringify(value));
    assert.deepEqual(clipValue({ a: 1, b: 'two' }, 200), { value: { a: 1, b: 'two' }, cut: false });
    const nested = clipValue([[[[[['bottom']]]]]], 200).value;
    assert.deepEqual(nested, [[[['…']]]]);
  });

  it('keeps at most maxItems items, the last counting the rest, and the body under the byte cap', () => {
    const items: ValidationItem[] = Array.from({ length: 60_000 }, (_, i) => ({ loc: ['body', 'series', 0, 'values', i], msg: 'Input should be a valid number', type: 'float_type', input: 'a'.repeat(1000) }));
    const out = boundValidationItems(items, BOUNDS);
    assert.equal(out.length, 50);
    assert.deepEqual(out.at(-1), { loc: ['body'], msg: '59951 more errors not shown; at most 49 are listed', type: 'too_many_errors', ctx: { shown: 49, total: 60_000 } });
    assert.ok(out.slice(0, -1).every((i) => (i.input as string).length <= 200 && i.ctx?.input_truncated === true));
    assert.ok(Buffer.byteLength(JSON.stringify({ detail: out })) <= BOUNDS.bodyMaxBytes);
    const tight = boundValidationItems(items, { ...BOUNDS, bodyMaxBytes: 4096 });
    assert.ok(Buffer.byteLength(JSON.stringify({ detail: tight })) <= 4096, 'items dropped to fit');
    assert.equal(tight.at(-1)!.type, 'too_many_errors');
    assert.equal((tight.at(-1)!.ctx as any).shown, tight.length - 1);
  });

  it('leaves a small body as it was, and cuts over-long loc parts', () => {
    const items: ValidationItem[] = [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing', input: { scenario: 'x' } }];
    assert.deepEqual(boundValidationItems(items, BOUNDS), items);
    const longKey = boundValidationItems([{ loc: ['body', 'k'.repeat(5000)], msg: 'Extra inputs are not permitted', type: 'extra_forbidden', input: 1 }], BOUNDS);
    assert.ok((longKey[0]!.loc[1] as string).length <= 200);
  });
});
