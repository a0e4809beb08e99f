import type { NewStartListEntry } from '../domain/start-lists/start-lists-repository.js';
import type { DemoParticipant, DemoWorld } from './demo-types.js';

/** Registered riders the portal has never seen (a start list creates no riders). */
const NEWCOMERS: NewStartListEntry[] = [
  {
    rowNumber: 0,
    participantId: null,
    lastName: 'Загорский',
    firstName: 'Тимофей',
    yearOfBirth: 1996,
    gender: 'male',
    club: '',
    city: 'Тверь',
  },
  {
    rowNumber: 0,
    participantId: null,
    lastName: 'Верещагина',
    firstName: 'Алиса',
    yearOfBirth: 1991,
    gender: 'female',
    club: 'Вело-Старт',
    city: 'Калуга',
  },
  {
    rowNumber: 0,
    participantId: null,
    lastName: 'Ольховский',
    firstName: 'Глеб',
    yearOfBirth: 1983,
    gender: 'male',
    club: '',
    city: 'Рязань',
  },
];

const REGISTERED_RIDERS = 36;

const entryOf = (participant: DemoParticipant): NewStartListEntry => ({
  rowNumber: 0,
  participantId: participant.id,
  lastName: participant.lastName,
  firstName: participant.firstName,
  yearOfBirth: participant.yearOfBirth,
  gender: participant.gender,
  club: participant.club,
  city: participant.city,
});

/**
 * The demo's start list (issue 19): the soonest upcoming rating race gets about forty registered
 * riders — the demo rider, the season's most active riders and a few newcomers — so its page shows
 * season places and the expected strength of the field.
 */
export const demoStartList = (
  world: DemoWorld,
  riderId: number,
  racesPerParticipant: ReadonlyMap<number, number>,
): { eventId: number; entries: NewStartListEntry[] } | null => {
  const [event] = world.events
    .filter((candidate) => candidate.isRating && candidate.url.includes('/upcoming/'))
    .sort((a, b) => a.eventDate.localeCompare(b.eventDate) || a.id - b.id);
  const rider = world.participants.find((participant) => participant.id === riderId);
  if (!event || !rider) return null;
  // Riders still racing in the event's season (or in the last season with results, for a race next year).
  const season = Math.min(Number(event.eventDate.slice(0, 4)), Math.max(...world.seasons));
  const regulars = world.participants
    .filter((participant) => participant.id !== riderId && participant.lastSeason >= season)
    .sort(
      (a, b) => (racesPerParticipant.get(b.id) ?? 0) - (racesPerParticipant.get(a.id) ?? 0) || a.id - b.id,
    )
    .slice(0, REGISTERED_RIDERS);
  const entries = [...[rider, ...regulars].map(entryOf), ...NEWCOMERS].map((entry, index) => ({
    ...entry,
    rowNumber: index + 2,
  }));
  return { eventId: event.id, entries };
};
