import type { ClubSkill } from '@velo/contracts';
import { clubKeyOf } from '@velo/contracts';
import type { DisciplineFamily } from '@velo/contracts/constants';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { readClubAliases, readClubSpellings } from '../clubs/club-repository.js';
import { CLUB_NOT_FOUND } from '../clubs/get-club-standings.js';
import { resolveClubKey } from '../clubs/ranked-clubs.js';
import { todayDay } from '../start-lists/start-list-event.js';
import { findClubSkills } from './skill-read-repository.js';

/** How many riders each family's list shows. */
export const CLUB_SKILL_RIDERS = 5;

/**
 * GET /v1/Skill/club/:key (issue 39): a club's strongest riders by skill, per discipline family —
 * settled numbers first (a provisional one may be high on two lucky races), then by number. The club
 * is every spelling its riders write, through the administrators' merges, as the club page reads it;
 * 404 when no rider names the club.
 */
export const clubSkill = async (
  executor: Executor,
  key: string,
  family: DisciplineFamily | undefined,
): Promise<ClubSkill> => {
  const normalised = clubKeyOf(key);
  if (normalised === null) throw notFound(CLUB_NOT_FOUND);
  const [aliases, spellings] = await Promise.all([readClubAliases(executor), readClubSpellings(executor)]);
  const clubKey = aliases.get(normalised) ?? normalised;
  const stored = spellings
    .filter((spelling) => resolveClubKey(spelling.club, aliases) === clubKey)
    .map((spelling) => spelling.club);
  if (stored.length === 0) throw notFound(CLUB_NOT_FOUND);
  const rows = await findClubSkills(executor, stored, family, todayDay());
  const byFamily = new Map<
    DisciplineFamily,
    { riders: ClubSkill['families'][number]['riders']; rated: number }
  >();
  for (const row of rows) {
    let entry = byFamily.get(row.family);
    if (!entry) byFamily.set(row.family, (entry = { riders: [], rated: 0 }));
    entry.rated += 1;
    if (entry.riders.length < CLUB_SKILL_RIDERS) {
      entry.riders.push({
        participantId: row.participant_id,
        lastName: row.last_name,
        firstName: row.first_name,
        display: row.display,
        provisional: !row.settled,
        races: row.races,
      });
    }
  }
  const families = [...byFamily]
    .sort(([a, x], [b, y]) => y.rated - x.rated || a.localeCompare(b))
    .map(([name, entry]) => ({ family: name, riders: entry.riders }));
  return { key: clubKey, families };
};
