import type { ParticipantSkill } from '@velo/contracts';
import type { DisciplineFamily } from '@velo/contracts/constants';
import { DEFAULT_SKILL_PARAMETERS, dayText, displayedSkill } from '@velo/skill';
import type { AuthUser } from '../../auth/auth-user.js';
import { canSeeHiddenProfile } from '../../auth/policies.js';
import type { Executor } from '../../db/database.js';
import { foundOr404 } from '../../errors.js';
import { historyOf } from '../skill/history-text.js';
import {
  countSettled,
  findRiderSkills,
  findRiderRaceEvents,
  findSkillRider,
} from './skill-read-repository.js';

const BIGGEST_MOVES = 5;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * GET /v1/Skill/participant (issue 39): the rider's number in a family (by default the one with the
 * most rated races), whether it is provisional, its rank among settled riders of the rider's gender,
 * its history race by race and the races that moved it most. A hidden rider (issue 34) shows none of
 * it to others, as their profile shows no results.
 */
export const participantSkill = async (
  executor: Executor,
  user: AuthUser | null,
  query: { participantId: number; family?: DisciplineFamily | undefined },
): Promise<ParticipantSkill> => {
  const rider = foundOr404(await findSkillRider(executor, query.participantId), 'Участник не найден');
  const empty: ParticipantSkill = {
    participantId: rider.id,
    families: [],
    family: query.family ?? null,
    rating: null,
    history: [],
    biggestMoves: [],
  };
  if (rider.hidden && !canSeeHiddenProfile(user, rider.id)) return empty;
  const skills = await findRiderSkills(executor, rider.id);
  const families = skills.map((skill) => ({ family: skill.family, races: skill.races }));
  const family = query.family ?? skills[0]?.family ?? null;
  const skill = skills.find((row) => row.family === family);
  if (!skill || family === null) return { ...empty, families, family };
  const now = today();
  const provisional = skill.settled_until === null || skill.settled_until < now;
  const counts =
    rider.gender === null
      ? { settled: 0, ahead: 0 }
      : await countSettled(executor, family, rider.gender, skill.display, now);
  const entries = historyOf(skill.history);
  const events = await findRiderRaceEvents(
    executor,
    rider.id,
    entries.map((entry) => entry.protocolId),
  );
  const start = displayedSkill(
    DEFAULT_SKILL_PARAMETERS.mu,
    DEFAULT_SKILL_PARAMETERS.sigma,
    DEFAULT_SKILL_PARAMETERS,
  );
  let previous = start;
  const replayed = entries.map((entry) => {
    const display = displayedSkill(entry.mu, entry.sigma, DEFAULT_SKILL_PARAMETERS);
    const event = events.get(entry.protocolId);
    const change = display - previous;
    previous = display;
    return event
      ? {
          protocolId: entry.protocolId,
          eventId: event.event_id,
          eventName: event.event_name,
          eventDate: event.event_date,
          display,
          change,
        }
      : null;
  });
  // A protocol deleted, or a result moved to another rider, since the last recalculation (the skill
  // job waits a minute to take several changes at once) is no race of this rider's to show or link
  // to; the numbers are the stored ones until then.
  const history = replayed.filter((item) => item !== null);
  const biggestMoves = [...history]
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || b.eventDate.localeCompare(a.eventDate))
    .slice(0, BIGGEST_MOVES);
  return {
    participantId: rider.id,
    families,
    family,
    rating: {
      display: skill.display,
      provisional,
      races: skill.races,
      lastRaceDate: dayText(skill.last_day),
      rank: provisional || rider.gender === null ? null : counts.ahead + 1,
      rankedCount: counts.settled,
    },
    history,
    biggestMoves,
  };
};
