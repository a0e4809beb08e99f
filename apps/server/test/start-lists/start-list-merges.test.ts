import { describe, expect, it } from 'vitest';
import { adminSession } from '../admin/admin-helpers.js';
import { buildParticipant } from '../helpers/factories.js';
import { useTestApp } from '../helpers/test-app.js';
import { publishStartList, readStartList, setUpStartLists } from './start-list-helpers.js';

const linkOf = async (world: Awaited<ReturnType<typeof setUpStartLists>>, lastName: string) => {
  const list = await readStartList(world);
  expect(list.statusCode, list.body).toBe(200);
  return list
    .json()
    .entries.find((entry: { lastName: string }) => entry.lastName.toLowerCase() === lastName.toLowerCase())
    ?.participantId;
};

describe('start lists through a merge of riders', () => {
  const t = useTestApp();

  it('follow the merged rider to the kept one, and come back with the undo', async () => {
    const world = await setUpStartLists(t());
    await publishStartList(world);
    expect(await linkOf(world, 'Петров')).toBe(world.riders.petrov);
    // A second record of the same man, left by an old import: the administrator keeps it.
    const duplicate = await buildParticipant(world.app.db, {
      lastName: 'Петров',
      firstName: 'Иван',
      yearOfBirth: 1980,
    });
    const { headers } = await adminSession(world.app);
    const merged = await world.app.app.inject({
      method: 'POST',
      url: '/v1/Admin/merge-participants',
      headers,
      payload: { participantId: duplicate.id, otherParticipantId: world.riders.petrov, takeFromOther: [] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await world.app.ctx.jobRunner.drain();
    expect(await linkOf(world, 'Петров')).toBe(duplicate.id);

    const undo = await world.app.app.inject({
      method: 'POST',
      url: `/v1/Admin/audit/${merged.json().auditId}/undo`,
      headers,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await world.app.ctx.jobRunner.drain();
    expect(await linkOf(world, 'Петров')).toBe(world.riders.petrov);
  });
});
