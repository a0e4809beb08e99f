import { clubDisplayNameOf, clubKeyOf, clubSpellingOf, type ClubStanding } from '@velo/contracts';
import type { ClubAliases, ClubSpellingRow } from './club-repository.js';

/** A club of a table: its line in the standings and the spellings its riders write. */
export type RankedClub = ClubStanding & {
  /** As shown (trimmed, single spaces), most frequent first. */
  spellings: { name: string; riders: number }[];
  /** Exactly as stored, to read the club's riders. */
  storedSpellings: string[];
};

/** The club a free-text name belongs to: its key, through an administrator's merge when there is one. */
export const resolveClubKey = (name: string | null | undefined, aliases: ClubAliases): string | null => {
  const key = clubKeyOf(name);
  return key === null ? null : (aliases.get(key) ?? key);
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const shownSpellings = (rows: ClubSpellingRow[]) => {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const shown = clubSpellingOf(row.club);
    counts.set(shown, (counts.get(shown) ?? 0) + row.riders);
  }
  return [...counts]
    .map(([name, riders]) => ({ name, riders }))
    .sort((a, b) => b.riders - a.riders || a.name.localeCompare(b.name, 'ru'));
};

/**
 * The clubs of a table ranked by the sum of their best N riders' points, from each spelling's count
 * and best N points (a club's best N are among its spellings' best N). Equal sums share a place and
 * the next place skips (1, 2, 2, 4), as in the rating; within a place, by name.
 */
export const rankClubs = (rows: ClubSpellingRow[], aliases: ClubAliases, best: number): RankedClub[] => {
  const groups = new Map<string, ClubSpellingRow[]>();
  for (const row of rows) {
    const key = resolveClubKey(row.club, aliases);
    if (key === null) continue;
    const spellings = groups.get(key);
    if (spellings) spellings.push(row);
    else groups.set(key, [row]);
  }
  const clubs = [...groups].map(([key, spellings]): RankedClub => {
    const counted = spellings
      .flatMap((row) => row.top.slice(0, best))
      .sort((a, b) => b - a)
      .slice(0, best);
    const shown = shownSpellings(spellings);
    return {
      place: 0,
      key,
      name: clubDisplayNameOf(shown),
      points: round2(counted.reduce((sum, points) => sum + points, 0)),
      ridersCounted: counted.length,
      ridersTotal: spellings.reduce((sum, row) => sum + row.riders, 0),
      spellings: shown,
      storedSpellings: spellings.map((row) => row.club),
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
