import { clubDisplayName, clubKeyOf, clubSpellingOf, type ClubStanding } from '@velo/contracts';
import type { ClubAliases, ClubRiderRow } from './club-repository.js';

/** A club of a table: its line in the standings and its riders, best first. */
export type RankedClub = ClubStanding & {
  riders: ClubRiderRow[];
  spellings: { name: string; riders: number }[];
};

/** The club a free-text name belongs to: its key, through an administrator's merge when there is one. */
export const resolveClubKey = (name: string | null | undefined, aliases: ClubAliases): string | null => {
  const key = clubKeyOf(name);
  return key === null ? null : (aliases.get(key) ?? key);
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Best first: points, then the table's place, then the name (as the rating orders its riders). */
const byPoints = (a: ClubRiderRow, b: ClubRiderRow) =>
  b.rating - a.rating ||
  a.place - b.place ||
  a.last_name.localeCompare(b.last_name, 'ru') ||
  a.first_name.localeCompare(b.first_name, 'ru') ||
  a.participant_id - b.participant_id;

const spellingsOf = (riders: ClubRiderRow[]) => {
  const counts = new Map<string, number>();
  for (const rider of riders) {
    const shown = clubSpellingOf(rider.club);
    counts.set(shown, (counts.get(shown) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, riders: count }))
    .sort((a, b) => b.riders - a.riders || a.name.localeCompare(b.name, 'ru'));
};

/**
 * The clubs of a table ranked by the sum of their best N riders' points. Equal sums share a place
 * and the next place skips (1, 2, 2, 4), as in the rating; within a place, by name.
 */
export const rankClubs = (rows: ClubRiderRow[], aliases: ClubAliases, best: number): RankedClub[] => {
  const groups = new Map<string, ClubRiderRow[]>();
  for (const row of rows) {
    const key = resolveClubKey(row.club, aliases);
    if (key === null) continue;
    const riders = groups.get(key);
    if (riders) riders.push(row);
    else groups.set(key, [row]);
  }
  const clubs = [...groups].map(([key, riders]): RankedClub => {
    riders.sort(byPoints);
    const counted = riders.slice(0, best);
    return {
      place: 0,
      key,
      name: clubDisplayName(riders.map((rider) => rider.club)),
      points: round2(counted.reduce((sum, rider) => sum + rider.rating, 0)),
      ridersCounted: counted.length,
      ridersTotal: riders.length,
      riders,
      spellings: spellingsOf(riders),
    };
  });
  clubs.sort(
    (a, b) => b.points - a.points || a.name.localeCompare(b.name, 'ru') || a.key.localeCompare(b.key),
  );
  clubs.forEach((club, index) => {
    const previous = clubs[index - 1];
    club.place = previous && previous.points === club.points ? previous.place : index + 1;
  });
  return clubs;
};
