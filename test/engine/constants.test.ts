/**
 * The model-constant table (src/engine/constants.ts, docs/engine.md "Model constants"): every
 * constant carries its source or an ASSUMPTION mark, and the engine's other files hold no
 * unexplained ones of the kinds the table covers.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const TABLE = readFileSync(new URL('../../src/engine/constants.ts', import.meta.url), 'utf8');

describe('model constants', () => {
  it('gives every constant a source or an ASSUMPTION mark', () => {
    const lines = TABLE.split('\n');
    const unmarked: string[] = [];
    let count = 0;
    lines.forEach((line, i) => {
      const key = /^ {2}(\w+): /.exec(line);
      if (!key) return;
      count++;
      // The doc comment that ends on the line above.
      let start = i - 1;
      while (start >= 0 && lines[start]!.trim().endsWith('*/') && !lines[start]!.trim().startsWith('/**')) start--;
      while (start >= 0 && !lines[start]!.trim().startsWith('/**')) start--;
      const comment = start >= 0 && (lines[i - 1] ?? '').trim().endsWith('*/') ? lines.slice(start, i).join(' ') : '';
      if (!/(Source:|ASSUMPTION)/.test(comment)) unmarked.push(key[1]!);
    });
    assert.ok(count > 50, `only ${count} constants found`);
    assert.deepEqual(unmarked, []);
  });
});
