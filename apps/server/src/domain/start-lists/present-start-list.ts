import type { Gender, StartList, StartListEntry, StartListForecast } from '@velo/contracts';
import { expectedField, TOP_PLACES_FOR_REPRESENTATION } from '@velo/rating';
import { publicPerson } from '../participant-privacy/public-rider.js';
import type { StartListEntryRow } from './start-lists-repository.js';

const GENDERS: readonly Gender[] = ['male', 'female'];

/** A row's season place counts only in its own gender's table (a row's gender may differ from its rider's). */
const seasonRankOf = (row: StartListEntryRow) =>
  row.seasonPlace !== null && row.rankGender === row.gender
    ? { place: row.seasonPlace, points: row.seasonPoints }
    : null;

const byName = (a: StartListEntry, b: StartListEntry) =>
  a.lastName.localeCompare(b.lastName, 'ru') || a.firstName.localeCompare(b.firstName, 'ru');

/** Ranked riders first, by season place (women and men of one place side by side), then the others by name. */
export const presentEntries = (
  rows: readonly StartListEntryRow[],
  followed: ReadonlySet<number>,
): StartListEntry[] =>
  rows
    .map((row): StartListEntry => {
      const rank = seasonRankOf(row);
      const person = publicPerson(row, row.isHidden);
      return {
        participantId: row.participantId,
        lastName: person.lastName,
        firstName: person.firstName,
        yearOfBirth: person.yearOfBirth,
        gender: row.gender,
        club: person.club,
        city: person.city,
        seasonPlace: rank?.place ?? null,
        seasonPoints: rank?.points ?? null,
        inCurrentUserFavorites: row.participantId !== null && followed.has(row.participantId),
      };
    })
    .sort((a, b) => {
      if (a.seasonPlace !== null && b.seasonPlace !== null)
        return a.seasonPlace - b.seasonPlace || byName(a, b);
      if (a.seasonPlace !== null) return -1;
      if (b.seasonPlace !== null) return 1;
      return byName(a, b);
    });

/**
 * Each gender present in the list: its registered riders, those of them in the current top 100
 * (ties at place 100 count), and what the race would give (rating.md's F and Q in `auto` mode,
 * the default config's distribution).
 */
export const presentForecasts = (
  rows: readonly StartListEntryRow[],
  scoreDistribution: readonly number[],
): StartListForecast[] =>
  GENDERS.flatMap((gender) => {
    const ofGender = rows.filter((row) => row.gender === gender);
    if (ofGender.length === 0) return [];
    const inTopHundred = ofGender.filter((row) => {
      const rank = seasonRankOf(row);
      return rank !== null && rank.place <= TOP_PLACES_FOR_REPRESENTATION;
    }).length;
    const field = expectedField(scoreDistribution, ofGender.length, inTopHundred);
    return [
      {
        gender,
        registered: ofGender.length,
        inTopHundred,
        expectedQ: field.Q,
        expectedF: field.F,
        placePoints: field.placePoints,
      },
    ];
  });

export const presentStartList = (
  event: { id: number; name: string; eventDate: string; isRating: boolean },
  updatedAt: Date,
  rows: readonly StartListEntryRow[],
  scoreDistribution: readonly number[],
  followed: ReadonlySet<number>,
): StartList => ({
  eventId: event.id,
  eventName: event.name,
  eventDate: event.eventDate,
  isRating: event.isRating,
  updatedAt: updatedAt.toISOString(),
  entries: presentEntries(rows, followed),
  forecasts: presentForecasts(rows, scoreDistribution),
});
