import { describe, expect, it } from 'vitest';
import { createThreadProfile } from '../../src/db/pglite-thread-profile.js';

describe('the database thread’s profile', () => {
  it('counts each statement from when it was asked or the one before it ended, by who asked and by statement', () => {
    let clock = 0;
    const profile = createThreadProfile({ statements: true }, () => clock);
    // Three statements asked at once at 0 ms; the database runs them one after another.
    const asked = [profile.ask(), profile.ask(), profile.ask()];
    expect(profile.load()).toEqual({ busySeconds: 0, statements: 0, waiting: 3 });
    clock = 10;
    profile.note('main thread', 'select  *\n from participants where id = $1', asked[0]!);
    clock = 25;
    profile.note('main thread', 'select * from participants where id = $1', asked[1]!);
    clock = 65;
    profile.note('other thread', 'insert into standings values ($1)', asked[2]!);
    // Idle from 65 to 100 ms, then one asked at 100 that took 5 ms.
    clock = 100;
    const last = profile.ask();
    clock = 105;
    profile.note('main thread', 'select 1', last);
    clock = 200;
    expect(profile.load()).toEqual({ busySeconds: 0.07, statements: 4, waiting: 0 });
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

  it('keeps only the load when statements are not asked for', () => {
    let clock = 0;
    const profile = createThreadProfile({ statements: false }, () => clock);
    const asked = profile.ask();
    clock = 4;
    profile.note('main thread', 'select 1', asked);
    expect(profile.load()).toEqual({ busySeconds: 0.004, statements: 1, waiting: 0 });
    expect(profile.summary().statements).toEqual([]);
  });
});
