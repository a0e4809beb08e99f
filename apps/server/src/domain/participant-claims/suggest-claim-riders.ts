import { PARTICIPANT_CLAIM_LIMITS, type ClaimSuggestion, type ClaimSuggestions } from '@velo/contracts';
import type { AuthUser } from '../../auth/auth-user.js';
import type { AppContext } from '../../context.js';
import { findSimilarParticipants } from '../participants/similar-participants.js';
import { normalizedParticipantName, type PersonNames } from '../participants/participant-name.js';
import { ridersMatchingText, ridersWithNames, riderSummaries } from './claim-riders-repository.js';
import { findAccount, latestExternalLoginOf } from './claims-repository.js';
import { presentRace } from './present-claim.js';

/** How many riders of the same name are read before the ones born in the provider's year are put first. */
const SAME_NAME_READ = 50;

/** «Фамилия Имя» as typed: the first word is the surname, the rest the first name. */
const personOfText = (text: string, yearOfBirth: number | null): PersonNames => {
  const [lastName = '', ...rest] = text.trim().split(/\s+/);
  return { lastName, firstName: rest.join(' '), yearOfBirth };
};

/**
 * GET /v1/ParticipantClaim/suggestions: the riders the caller may be, for the «find yourself» step:
 * riders of the same name, then with the names swapped (each born in the year the provider told first),
 * then the similar ones of the upload's search (the name in Latin letters, ё/е, a typo, another
 * year). At most PARTICIPANT_CLAIM_LIMITS.suggestions, each with club, city and the last races.
 * Riders with an account are not left out: the list must not tell which riders have none.
 */
export const suggestClaimRiders = async (
  ctx: AppContext,
  user: AuthUser,
  name: string | undefined,
): Promise<ClaimSuggestions> => {
  const db = ctx.database.db;
  const [account, login] = await Promise.all([findAccount(db, user.id), latestExternalLoginOf(db, user.id)]);
  const yearOfBirth = login?.birthYear ?? null;
  const person: PersonNames = name
    ? personOfText(name, yearOfBirth)
    : { lastName: account?.lastName ?? '', firstName: account?.firstName ?? '', yearOfBirth };
  const limit = PARTICIPANT_CLAIM_LIMITS.suggestions;
  const answer = { lastName: person.lastName, firstName: person.firstName, yearOfBirth, items: [] };
  if (!person.lastName && !person.firstName) return answer;

  const key = normalizedParticipantName(person.lastName, person.firstName);
  const swapped = normalizedParticipantName(person.firstName, person.lastName);
  const sameName = name
    ? await ridersMatchingText(db, name, SAME_NAME_READ)
    : await ridersWithNames(db, [key, swapped], SAME_NAME_READ);
  const similar =
    person.lastName && person.firstName ? ((await findSimilarParticipants(db, [person])).get(0) ?? []) : [];

  const reasons = new Map<number, ClaimSuggestion['reason']>();
  for (const rider of sameName) {
    reasons.set(rider.id, rider.normalizedName === swapped && swapped !== key ? 'swappedNames' : 'sameName');
  }
  for (const rider of similar) if (!reasons.has(rider.id)) reasons.set(rider.id, rider.reason);
  const summaries = await riderSummaries(db, [...reasons.keys()], PARTICIPANT_CLAIM_LIMITS.suggestionRaces);

  // The same name before the names swapped, each born in the provider's year first.
  const rank = (id: number) =>
    (reasons.get(id) === 'sameName' ? 0 : 2) +
    (yearOfBirth !== null && summaries.get(id)?.yearOfBirth === yearOfBirth ? 0 : 1);
  const ordered = [
    ...sameName.map((rider) => rider.id).sort((a, b) => rank(a) - rank(b)),
    ...similar.map((rider) => rider.id),
  ];
  const items: ClaimSuggestion[] = [];
  for (const id of new Set(ordered)) {
    const rider = summaries.get(id);
    if (!rider || items.length >= limit) continue;
    items.push({
      id: rider.id,
      lastName: rider.lastName,
      firstName: rider.firstName,
      yearOfBirth: rider.yearOfBirth,
      club: rider.club,
      city: rider.city,
      reason: reasons.get(id)!,
      racesCount: rider.racesCount,
      lastRaces: rider.lastRaces.map(presentRace),
    });
  }
  return { ...answer, items };
};
