import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Tag } from '../../src/infra/cache-tags.js';
import { bodyOf, createResponseCache } from '../../src/infra/response-cache.js';

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
  const keptBody = (cache: ReturnType<typeof make>, key: string) => {
    const answer = cache.lookup(key)?.answer;
    return answer ? bodyOf(answer) : null;
  };

  it('keeps an answer with its tags, and drops only the answers of a dropped tag', () => {
    const cache = make();
    const readAt = cache.beginRead();
    cache.store('season 2025', answer('{"s":2025}', ['season:2025']), readAt);
    cache.store('season 2024', answer('{"s":2024}', ['season:2024']), readAt);
    cache.store('rider 7', answer('{"r":7}', ['rider:7']), readAt);
    cache.endRead(readAt);
    cache.drop(['season:2025', 'rider:8']);
    expect([
      keptBody(cache, 'season 2025'),
      keptBody(cache, 'season 2024'),
      keptBody(cache, 'rider 7'),
    ]).toEqual([null, '{"s":2024}', '{"r":7}']);
  });

  it('drops a list of every thing of a kind with any one of them, and every answer of a kind dropped whole', () => {
    const cache = make();
    const readAt = cache.beginRead();
    cache.store('calendar', answer('[]', ['event']), readAt);
    cache.store('event 3', answer('{}', ['event:3']), readAt);
    cache.store('event 4', answer('{}', ['event:4']), readAt);
    cache.drop(['event:3']);
    expect([keptBody(cache, 'calendar'), keptBody(cache, 'event 3'), keptBody(cache, 'event 4')]).toEqual([
      null,
      null,
      '{}',
    ]);
    cache.drop(['event']);
    expect(keptBody(cache, 'event 4')).toBeNull();
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
    expect(keptBody(cache, 'rating 2025')).toBe('new');
  });

  it('gives a dropped answer as stale for the stale window, then no more', () => {
    const cache = make({ staleMs: 5_000 });
    cache.store('rating', answer('before', ['season:2025']), cache.beginRead());
    cache.drop(['season:2025']);
    expect(cache.lookup('rating')).toMatchObject({ stale: true, answer: { kept: 'before' } });
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
    // Each answer counts its bytes as kept (compressed: random text shrinks by a quarter) and its record
    // (512): eight of about 2,770 fit 24,000, nine do not; one answer may take an eighth of the room.
    const cache = make({ maxBytes: 24_000 });
    const body = randomBytes(2_250).toString('base64');
    const readAt = cache.beginRead();
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.store(key, answer(body), readAt);
    expect(cache.stats.evictions).toBe(0);
    cache.lookup('a');
    cache.store('i', answer(body), readAt);
    expect([keptBody(cache, 'a') === body, keptBody(cache, 'b'), keptBody(cache, 'i') === body]).toEqual([
      true,
      null,
      true,
    ]);
    expect(cache.stats.evictions).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(24_000);
    expect(cache.store('big', answer(randomBytes(4_000).toString('base64')), readAt)).toBe(false);
    expect(cache.size).toBe(8);
  });

  it('keeps a large answer compressed, counts what it keeps, and gives the body back as it was sent', () => {
    const cache = make();
    const readAt = cache.beginRead();
    const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `Гонщик ${i}`, points: i % 97 }));
    const json = JSON.stringify(rows);
    const file = Buffer.from(`id;name\n${rows.map((r) => `${r.id};${r.name}`).join('\n')}`, 'utf8');
    cache.store('json', answer(json), readAt);
    cache.store('file', { body: file, headers: { 'content-type': 'text/csv' }, tags: [] }, readAt);
    cache.store('small', answer('{"a":1}'), readAt);
    const json_ = cache.lookup('json')!.answer;
    expect([json_.packed, json_.length, bodyOf(json_)]).toEqual([true, Buffer.byteLength(json), json]);
    expect(Buffer.isBuffer(bodyOf(cache.lookup('file')!.answer))).toBe(true);
    expect(bodyOf(cache.lookup('file')!.answer)).toEqual(file);
    expect(cache.lookup('small')!.answer.packed).toBe(false);
    // What the budget counts is what is kept: the two large answers are a small part of their text.
    expect(cache.bytes).toBeLessThan((Buffer.byteLength(json) + file.length) / 4);
  });

  it('holds no more memory for its compressed answers than they take (not zlib’s 16 KB output chunks)', () => {
    const cache = make({ maxBytes: 100_000_000 });
    const readAt = cache.beginRead();
    for (let i = 0; i < 500; i += 1)
      cache.store(
        `rider ${i}`,
        answer(JSON.stringify({ id: i, races: Array(200).fill(`Гонка ${i}`) })),
        readAt,
      );
    const kept = Array.from({ length: 500 }, (_, i) => cache.lookup(`rider ${i}`)!.answer.kept as Buffer);
    const held = new Set(kept.map((body) => body.buffer));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    const keptBytes = kept.reduce((sum, body) => sum + body.length, 0);
    expect(kept.every((body) => Buffer.isBuffer(body) && body.length < 1_000)).toBe(true);
    expect(heldBytes).toBeLessThan(keptBytes * 3);
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
    expect(keptBody(cache, 'k')).toBe('1');
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
