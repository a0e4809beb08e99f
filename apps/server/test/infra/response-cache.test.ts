import { describe, expect, it } from 'vitest';
import type { Tag } from '../../src/infra/cache-tags.js';
import { createResponseCache } from '../../src/infra/response-cache.js';

const answer = (body: string, tags: Tag[] = []) => ({
  body,
  headers: { 'content-type': 'application/json' },
  tags,
});

describe('the public answer cache', () => {
  let clock = 1_000_000;
  const make = (options: { staleMs?: number; maxBytes?: number } = {}) =>
    createResponseCache({
      ttlMs: 60_000,
      staleMs: options.staleMs ?? 0,
      maxBytes: options.maxBytes ?? 1_000_000,
      now: () => clock,
    });
  const bodyOf = (cache: ReturnType<typeof make>, key: string) => cache.lookup(key)?.answer.body ?? null;

  it('keeps an answer with its tags, and drops only the answers of a dropped tag', () => {
    const cache = make();
    const readAt = cache.beginRead();
    cache.store('season 2025', answer('{"s":2025}', ['season:2025']), readAt);
    cache.store('season 2024', answer('{"s":2024}', ['season:2024']), readAt);
    cache.store('rider 7', answer('{"r":7}', ['rider:7']), readAt);
    cache.endRead(readAt);
    cache.drop(['season:2025', 'rider:8']);
    expect([bodyOf(cache, 'season 2025'), bodyOf(cache, 'season 2024'), bodyOf(cache, 'rider 7')]).toEqual([
      null,
      '{"s":2024}',
      '{"r":7}',
    ]);
  });

  it('drops a list of every thing of a kind with any one of them, and every answer of a kind dropped whole', () => {
    const cache = make();
    const readAt = cache.beginRead();
    cache.store('calendar', answer('[]', ['event']), readAt);
    cache.store('event 3', answer('{}', ['event:3']), readAt);
    cache.store('event 4', answer('{}', ['event:4']), readAt);
    cache.drop(['event:3']);
    expect([bodyOf(cache, 'calendar'), bodyOf(cache, 'event 3'), bodyOf(cache, 'event 4')]).toEqual([
      null,
      null,
      '{}',
    ]);
    cache.drop(['event']);
    expect(bodyOf(cache, 'event 4')).toBeNull();
  });

  it('does not keep an answer read before a write dropped one of its tags (the old data would come back)', () => {
    const cache = make();
    const slow = cache.beginRead(); // a slow read of the 2025 rating starts…
    cache.drop(['season:2025']); // …a protocol of 2025 is uploaded meanwhile…
    expect(cache.store('rating 2025', answer('old', ['season:2025']), slow)).toBe(false);
    // …while a read of another season that began as early is kept, and so is the next read of 2025.
    expect(cache.store('rating 2024', answer('2024', ['season:2024']), slow)).toBe(true);
    cache.endRead(slow);
    const next = cache.beginRead();
    expect(cache.store('rating 2025', answer('new', ['season:2025']), next)).toBe(true);
    // A list of every season does not keep a read that began before any season's drop.
    cache.drop(['season:2023']);
    expect(cache.store('seasons', answer('all', ['season']), next)).toBe(false);
    cache.endRead(next);
    expect(bodyOf(cache, 'rating 2025')).toBe('new');
  });

  it('gives a dropped answer as stale for the stale window, then no more', () => {
    const cache = make({ staleMs: 5_000 });
    cache.store('rating', answer('before', ['season:2025']), cache.beginRead());
    cache.drop(['season:2025']);
    expect(cache.lookup('rating')).toMatchObject({ stale: true, answer: { body: 'before' } });
    clock += 5_001;
    expect(cache.lookup('rating')).toBeNull();
  });

  it('remembers for the stale window whose write it was', () => {
    const cache = make({ staleMs: 5_000 });
    cache.markWriter(42);
    expect([cache.isRecentWriter(42), cache.isRecentWriter(43)]).toEqual([true, false]);
    clock += 5_001;
    expect(cache.isRecentWriter(42)).toBe(false);
  });

  it('holds a byte budget: the least recently used answer goes first, one too big is not kept', () => {
    // Each answer counts its bytes, room for its compressed copies and its record (1.4 × + 512): eight
    // of 3,000 bytes fit 40,000; one answer may take an eighth of the room at most.
    const cache = make({ maxBytes: 40_000 });
    const body = 'x'.repeat(3_000);
    const readAt = cache.beginRead();
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.store(key, answer(body), readAt);
    expect(cache.stats.evictions).toBe(0);
    cache.lookup('a');
    cache.store('i', answer(body), readAt);
    expect([bodyOf(cache, 'a') !== null, bodyOf(cache, 'b'), bodyOf(cache, 'i') !== null]).toEqual([
      true,
      null,
      true,
    ]);
    expect(cache.stats.evictions).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.store('big', answer('y'.repeat(4_000)), readAt)).toBe(false);
    expect(cache.size).toBe(8);
  });

  it('lets the first reader of a missing answer read it while the others wait, then releases them', async () => {
    const cache = make();
    expect(cache.wait('k', 1_000)).toBeNull(); // nothing in flight: read yourself
    expect(cache.begin('k')).toBe(true);
    expect(cache.begin('k')).toBe(false); // the second reader is not the one to read
    let released = false;
    const waiting = cache.wait('k', 60_000)!.then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    cache.store('k', answer('1'), cache.beginRead());
    cache.end('k');
    await waiting;
    expect(bodyOf(cache, 'k')).toBe('1');
    expect(cache.wait('k', 1_000)).toBeNull();
  });

  it('does not keep a reader waiting longer than it is willing to', async () => {
    const cache = make();
    cache.begin('k'); // a read that never ends (its connection dropped unseen)
    await new Promise<void>((resolve) => {
      void cache.wait('k', 20)!.then(() => resolve());
    });
    expect(cache.lookup('k')).toBeNull();
  });
});
