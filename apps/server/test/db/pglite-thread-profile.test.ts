import { describe, expect, it } from 'vitest';
import { createThreadProfile } from '../../src/db/pglite-thread-profile.js';

describe('the database thread’s profile', () => {
  it('counts each statement from when it was asked or the one before it ended, by who asked and by statement', () => {
    let clock = 0;
    const profile = createThreadProfile(() => clock);
    // Three statements asked at once at 0 ms; the database runs them one after another.
    clock = 10;
    profile.note('main thread', 'select  *\n from participants where id = $1', 0);
    clock = 25;
    profile.note('main thread', 'select * from participants where id = $1', 0);
    clock = 65;
    profile.note('other thread', 'insert into standings values ($1)', 0);
    // Idle from 65 to 100 ms, then one asked at 100 that took 5 ms.
    clock = 105;
    profile.note('main thread', 'select 1', 100);
    clock = 200;
    const summary = profile.summary();
    expect(summary).toMatchObject({
      wallMs: 200,
      busyMs: 70,
      byOrigin: { 'main thread': 30, 'other thread': 40 },
    });
    expect(summary.statements).toEqual([
      { origin: 'other thread', statement: 'insert into standings values ($1)', count: 1, ms: 40 },
      { origin: 'main thread', statement: 'select * from participants where id = $1', count: 2, ms: 25 },
      { origin: 'main thread', statement: 'select 1', count: 1, ms: 5 },
    ]);
  });
});
