import { describe, expect, it } from 'vitest';
import { createRequestGate } from '../../src/infra/request-gate.js';

describe('the request line’s gate', () => {
  it('lets the waiting in in the order they came, one per place given up', async () => {
    const gate = createRequestGate({ limit: 2, maxWaiting: 10 });
    expect(gate.enter()).toBeNull();
    expect(gate.enter()).toBeNull();
    const order: number[] = [];
    const turns = [1, 2, 3, 4].map((n) => {
      const turn = gate.enter();
      if (!turn) throw new Error('expected to wait');
      return turn.then((entered) => entered && order.push(n));
    });
    expect(gate).toMatchObject({ active: 2, waiting: 4 });
    gate.leave();
    await Promise.resolve();
    expect(gate).toMatchObject({ active: 2, waiting: 3 });
    gate.leave();
    gate.leave();
    gate.leave();
    await Promise.all(turns);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(gate).toMatchObject({ active: 2, waiting: 0 });
  });

  it('refuses past the waiting allowed, skips the withdrawn, and with no limit lets everyone in', async () => {
    const gate = createRequestGate({ limit: 1, maxWaiting: 2 });
    gate.enter();
    const first = gate.enter() as Promise<boolean>;
    const second = gate.enter() as Promise<boolean>;
    expect(gate.enter()).toBe(false);
    gate.withdraw(first);
    expect(await first).toBe(false);
    expect(gate.waiting).toBe(1);
    gate.leave();
    expect(await second).toBe(true);
    expect(gate).toMatchObject({ active: 1, waiting: 0 });

    const open = createRequestGate({ limit: 0, maxWaiting: 1 });
    for (let i = 0; i < 100; i += 1) expect(open.enter()).toBeNull();
  });
});
