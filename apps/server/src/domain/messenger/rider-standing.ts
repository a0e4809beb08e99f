import type { Executor, Database } from '../../db/database.js';
import { nationalStanding, newestSeasonWithStandings } from '../public-rating/rating-repository.js';
import { ownerOfChat, type ChatOwner } from './messenger-users-repository.js';

export type RiderStanding =
  | { kind: 'notLinked' }
  | { kind: 'noRider' }
  | { kind: 'noSeason' }
  | {
      kind: 'standing';
      rider: NonNullable<ChatOwner['participant']>;
      year: number;
      /** The rider's line in the season's national table; null when not in it. */
      standing: { place: number; genderPlace: number; rating: number; racesCount: number } | null;
    };

/**
 * /me: the place and points of the rider whose account the chat is bound to, in the newest season
 * that has standings (the national table, both genders and the rider's own).
 */
export const riderStandingOfChat = async (db: Database, chatId: number): Promise<RiderStanding> => {
  const executor: Executor = db;
  const owner = await ownerOfChat(executor, chatId);
  if (!owner) return { kind: 'notLinked' };
  if (!owner.participant) return { kind: 'noRider' };
  const year = await newestSeasonWithStandings(db);
  if (year === null) return { kind: 'noSeason' };
  const standing = await nationalStanding(db, owner.participant.id, year);
  return { kind: 'standing', rider: owner.participant, year, standing };
};
