/**
 * The fair gate (src/lib/fair-gate.ts): capacity, round-robin between flows, abandoned waits, and
 * admission in later turns of the event loop, at most `capacity` a turn.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FairGate, GateAbortedError } from '../../src/lib/fair-gate.js';

const turn = () => new Promise<void>((r) => setImmediate(r));

describe('FairGate', () => {
  it('rejects a capacity that is not an integer ≥ 1', () => {
    assert.throws(() => new FairGate(0), RangeError);
    assert.throws(() => new FairGate(1.5), RangeError);
  });

  it('admits at most `capacity` units at once; a release lets the next in; releasing twice frees one place', async () => {
    const gate = new FairGate(2);
    const r1 = await gate.acquire('a');
    const r2 = await gate.acquire('a');
    let third = false;
    const p3 = gate.acquire('a').then((r) => ((third = true), r));
    await turn();
    assert.equal(third, false);
    assert.equal(gate.inUse, 2);
    assert.equal(gate.queued, 1);
    r1();
    r1();
    const r3 = await p3;
    assert.equal(gate.inUse, 2);
    r2();
    r3();
    assert.equal(gate.inUse, 0);
  });

  it('serves waiting flows in turn: one unit of a busy flow does not wait behind all of another flow’s', async () => {
    const gate = new FairGate(1);
    const order: string[] = [];
    const hold = await gate.acquire('flood');
    const units = [
      ...Array.from({ length: 6 }, (_, i) => ['flood', `flood${i}`]),
      ['other', 'other0'],
      ['other', 'other1'],
      ['third', 'third0'],
    ].map(([flow, name]) => gate.acquire(flow!).then((release) => (order.push(name!), release())));
    hold();
    await Promise.all(units);
    // Flows in the order they first waited, one unit each per round.
    assert.deepEqual(order, ['flood0', 'other0', 'third0', 'flood1', 'other1', 'flood2', 'flood3', 'flood4', 'flood5']);
  });

  it('ends an abandoned wait with GateAbortedError and keeps its place for others', async () => {
    const gate = new FairGate(1);
    const hold = await gate.acquire('a');
    const ac = new AbortController();
    const abandoned = gate.acquire('b', ac.signal);
    const kept = gate.acquire('c');
    ac.abort();
    await assert.rejects(abandoned, GateAbortedError);
    assert.equal(gate.queued, 1);
    hold();
    (await kept)();
    assert.equal(gate.inUse, 0);
    await assert.rejects(gate.acquire('d', ac.signal), GateAbortedError, 'an already aborted signal');
  });

  it('admits nothing in the caller’s turn and at most `capacity` a turn', async () => {
    const gate = new FairGate(2);
    const admitted: number[] = [];
    const releases = Array.from({ length: 5 }, (_, i) => gate.acquire(`f${i}`).then((r) => (admitted.push(i), r)));
    await Promise.resolve();
    assert.deepEqual(admitted, [], 'nothing admitted before the next turn');
    await turn();
    await turn();
    assert.deepEqual(admitted, [0, 1]);
    (await releases[0]!)();
    (await releases[1]!)();
    assert.deepEqual(admitted, [0, 1], 'a release admits in a later turn, not at once');
    await turn();
    await turn();
    assert.deepEqual(admitted, [0, 1, 2, 3]);
    (await releases[2]!)();
    (await releases[3]!)();
    (await releases[4]!)();
    assert.equal(gate.inUse, 0);
    assert.equal(gate.queued, 0);
  });
});
