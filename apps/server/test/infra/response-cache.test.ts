import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../../src/infra/response-cache.js';

const answer = (body: string) => ({ body, contentType: 'application/json' });

describe('the public answer cache', () => {
  const make = () => createResponseCache({ ttlMs: 60_000, maxEntries: 10, maxBodyBytes: 1_000 });

  it('keeps an answer whose read began after the last write emptied it', () => {
    const cache = make();
    const readAt = cache.generation;
    cache.set('GET /v1/EventOrganizer/list', answer('[{"id":1}]'), readAt);
    expect(cache.get('GET /v1/EventOrganizer/list')?.body).toBe('[{"id":1}]');
  });

  it('does not keep an answer read before a write that emptied the cache (the old list would come back)', () => {
    const cache = make();
    const readAt = cache.generation; // a slow read of the organizers starts…
    cache.clear(); // …an organizer is added meanwhile…
    cache.set('GET /v1/EventOrganizer/list', answer('[]'), readAt); // …and the read answers the old list
    expect(cache.get('GET /v1/EventOrganizer/list')).toBeNull();
    // The next read is fresh and is kept.
    cache.set('GET /v1/EventOrganizer/list', answer('[{"id":1}]'), cache.generation);
    expect(cache.get('GET /v1/EventOrganizer/list')?.body).toBe('[{"id":1}]');
  });

  it("drops a tag's answers when their data has been computed again, and does not keep one read before", () => {
    const cache = make();
    const organizerTable = { ...answer('{"old":true}'), tag: 'standings/2025/7' };
    cache.set('organizer 7', organizerTable, cache.generation, cache.drops);
    cache.set(
      'organizer 8',
      { ...answer('{"old":true}'), tag: 'standings/2025/8' },
      cache.generation,
      cache.drops,
    );
    cache.set('national', answer('{"national":true}'), cache.generation, cache.drops);
    const slowRead = cache.drops; // a read of organizer 7's outdated table starts…
    cache.drop('standings/2025/7'); // …its new table is computed meanwhile…
    expect([cache.get('organizer 7'), cache.get('organizer 8')?.body, cache.get('national')?.body]).toEqual([
      null,
      '{"old":true}',
      '{"national":true}',
    ]);
    cache.set('organizer 7 page 2', organizerTable, cache.generation, slowRead); // …and answers the old rows
    expect(cache.get('organizer 7 page 2')).toBeNull();
    // Another organizer's drop does not stop it, nor does an answer without a tag care.
    const read = cache.drops;
    cache.drop('standings/2025/8');
    cache.set('organizer 7 page 3', organizerTable, cache.generation, read);
    cache.set('national page 2', answer('{}'), cache.generation, slowRead);
    expect([cache.get('organizer 7 page 3')?.body, cache.get('national page 2')?.body]).toEqual([
      '{"old":true}',
      '{}',
    ]);
  });

  it('drops the least recently used answer beyond its size, and answers too big to keep', () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxEntries: 2, maxBodyBytes: 5 });
    cache.set('a', answer('1'));
    cache.set('b', answer('2'));
    cache.get('a');
    cache.set('c', answer('3'));
    expect([cache.get('a')?.body, cache.get('b'), cache.get('c')?.body]).toEqual(['1', null, '3']);
    cache.set('d', answer('123456'));
    expect(cache.get('d')).toBeNull();
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
    cache.set('k', answer('1'));
    cache.end('k');
    await waiting;
    expect(cache.get('k')?.body).toBe('1');
    expect(cache.wait('k', 1_000)).toBeNull();
  });

  it('does not keep a reader waiting longer than it is willing to', async () => {
    const cache = make();
    cache.begin('k'); // a read that never ends (its connection dropped unseen)
    await cache.wait('k', 20);
    expect(cache.get('k')).toBeNull();
  });
});
