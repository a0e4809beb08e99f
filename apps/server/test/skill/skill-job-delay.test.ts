import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database.js';
import { readSkillState } from '../../src/domain/skill/skill-repository.js';
import { buildEvent } from '../helpers/factories.js';
import { participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { create, setUp, upload, type World } from '../protocols/upload-helpers.js';

/*
 * The skill rating's recalculation starts SKILL_RECALCULATION_DELAY_SECONDS after a change, and the
 * changes within that time share it (issue 35): a race weekend's uploads replay it once, not each.
 */

const DELAY_SECONDS = 600;

const publishProtocol = async (world: World) => {
  const preview = await upload(world);
  expect(preview.statusCode).toBe(200);
  expect((await create(world, preview.json().cachedProtocolDataId)).statusCode).toBe(200);
};

describe('the skill recalculation after a change of results', () => {
  const t = useTestApp({ env: { SKILL_RECALCULATION_DELAY_SECONDS: String(DELAY_SECONDS) } });

  const skillJobs = () =>
    queryRows<{ status: string; due_in: number }>(
      t().db,
      sql`select status, extract(epoch from run_after - now())::float8 as due_in
          from jobs where type = 'skill.recalculate' order by id`,
    );
  const skillOf = async (participantId: number) =>
    (
      await t().app.inject({ method: 'GET', url: `/v1/Skill/participant?participantId=${participantId}` })
    ).json();

  it('waits the delay, and one recalculation takes every protocol published meanwhile', async () => {
    const world = await setUp(t());
    await publishProtocol(world);
    const first = await skillJobs();
    expect(first).toHaveLength(1);
    expect(first[0]!.status).toBe('queued');
    expect(first[0]!.due_in).toBeGreaterThan(DELAY_SECONDS - 60);

    // Not due yet: the season's recalculation and the notices run, the skill rating waits.
    await t().ctx.jobRunner.drain();
    expect((await skillJobs()).map((job) => job.status)).toEqual(['queued']);
    const petrov = await participantIdOf(t().db, 'Петров');
    expect((await skillOf(petrov)).rating).toBeNull();

    // A second protocol, on an earlier day, within the delay: the same job, the earlier day marked.
    const earlier = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-05-01',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: earlier.id });
    expect(await skillJobs()).toHaveLength(1);
    expect(await readSkillState(t().db)).toMatchObject({ isStale: true, staleFrom: '2024-05-01' });

    // Its time comes: one run rates both races.
    await t().db.execute(sql`update jobs set run_after = now() where type = 'skill.recalculate'`);
    await t().ctx.jobRunner.drain();
    expect((await skillJobs()).map((job) => job.status)).toEqual(['done']);
    const rated = await skillOf(petrov);
    expect(rated.rating).toMatchObject({ races: 2, lastRaceDate: '2024-06-01' });
    expect(rated.history.map((entry: { eventId: number }) => entry.eventId)).toEqual([
      earlier.id,
      world.eventId,
    ]);

    // A change after it started queues a new one, again after the delay.
    await t().db.execute(sql`delete from jobs where status = 'done'`);
    const third = await buildEvent(t().db, {
      organizerId: world.actors.organizerAId,
      eventDate: '2024-07-01',
      isRating: true,
    });
    await publishProtocol({ ...world, eventId: third.id });
    const next = await skillJobs();
    expect(next.map((job) => job.status)).toEqual(['queued']);
    expect(next[0]!.due_in).toBeGreaterThan(DELAY_SECONDS - 60);
  });
});
