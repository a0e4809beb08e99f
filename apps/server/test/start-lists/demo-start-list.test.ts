import { describe, expect, it } from 'vitest';
import { demoStartList } from '../../src/demo/demo-start-list.js';
import { generateDemoWorld } from '../../src/demo/generate-demo-world.js';

describe('the demo start list', () => {
  it('registers about forty riders for the soonest upcoming rating race: the demo rider, regulars, newcomers', () => {
    const today = '2026-11-21';
    const world = generateDemoWorld({ today });
    const races = new Map<number, number>();
    for (const season of world.seasons)
      for (const protocol of world.protocolsOfSeason(season))
        for (const row of protocol.rows)
          races.set(row.participantId, (races.get(row.participantId) ?? 0) + 1);
    const riderId = world.participants[0]!.id;

    const list = demoStartList(world, riderId, races)!;
    const event = world.events.find((candidate) => candidate.id === list.eventId)!;
    expect(event.isRating).toBe(true);
    expect(event.eventDate >= today).toBe(true);
    expect(list.entries).toHaveLength(40);
    expect(list.entries[0]).toMatchObject({ participantId: riderId, rowNumber: 2 });
    expect(list.entries.filter((entry) => entry.participantId === null)).toHaveLength(3);
    const ids = list.entries.flatMap((entry) => (entry.participantId === null ? [] : [entry.participantId]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(list.entries.map((entry) => entry.rowNumber)).size).toBe(40);
  });
});
