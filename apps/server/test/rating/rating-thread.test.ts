import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { workerDatabaseUrl } from '../helpers/test-database.js';
import { create, setUp, upload } from '../protocols/upload-helpers.js';

/*
 * Issue 16: on PostgreSQL a protocol's recalculation and an organizer's tables run in the rating
 * thread, with connections of its own, and give what the main thread gives. PGlite lives in the main
 * thread's memory: there they stay in the main thread (its thread only scores recalculations of
 * several seasons, test/rating/rating-runner.test.ts). The skill rating's job goes the same way.
 */
describe('the rating thread', () => {
  const url = workerDatabaseUrl();
  const t = useTestApp({ env: { RATING_THREAD: 'true', ...(url ? { DATABASE_URL: url } : {}) } });

  it('recalculates an upload and computes a category table; on PostgreSQL off the main thread', async () => {
    const world = await setUp(t());
    const preview = (await upload(world)).json();
    expect(preview.isSuccess).toBe(true);
    const created = (await create(world, preview.cachedProtocolDataId)).json();
    expect(created).toMatchObject({ isSuccess: true, warnings: {} });

    const rating = async (body: Record<string, unknown>) =>
      (
        await t().app.inject({
          method: 'POST',
          url: '/v1/Statistic/paged-rating',
          payload: { year: 2024, ...body },
        })
      ).json().participants.items as {
        participant: { id: number; lastName: string };
        rating: number;
        place: number;
      }[];
    const national = await rating({});
    expect(national.map((row) => row.participant.lastName)).toEqual([
      'Петров',
      'Сидоров',
      'Кузнецова',
      'Смирнов',
    ]);
    expect(national[0]!.rating).toBeGreaterThan(national[1]!.rating);
    expect(national[1]!.rating).toBeGreaterThan(0);
    const category = await rating({ clusterAgeCategoryId: world.categoryId });
    expect(category.slice(0, 2).map((row) => row.participant.lastName)).toEqual(['Петров', 'Сидоров']);
    expect(category[0]!.rating).toBe(national[0]!.rating);

    const thread = t().ctx.ratingThread;
    expect(thread?.connected).toBe(Boolean(url));
    // On PostgreSQL the recalculation, then the category's tables; on PGlite neither left this thread.
    expect(thread?.finished).toBe(url ? 2 : 0);

    // The skill rating's job, queued by the upload: on PostgreSQL in the thread too (its replay and
    // writes held the main thread for seconds under bench:load), with the same result.
    await t().ctx.jobRunner.drain();
    expect(thread?.finished).toBe(url ? 3 : 0);
    const petrov = (await rating({}))[0]!;
    const skill = await t().app.inject({
      method: 'GET',
      url: `/v1/Skill/participant?participantId=${petrov.participant.id}`,
    });
    expect(skill.json()).toMatchObject({ family: 'road', rating: { races: 1 } });
  });

  it('yields the CPU to the main thread that answers readers (a nice value of its own, on Linux)', async () => {
    const thread = t().ctx.ratingThread!;
    await thread.warm();
    // Field 19 of /proc/<pid>/task/<tid>/stat, counted after the command's closing parenthesis.
    const niceOf = (tid: string) =>
      Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const here = readlinkSync('/proc/thread-self').split('/').pop()!;
    const nices = readdirSync('/proc/self/task').map(niceOf);
    expect(niceOf(here)).toBe(0);
    expect(nices).toContain(10);
  });
});
