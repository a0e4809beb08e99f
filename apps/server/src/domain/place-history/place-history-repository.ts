import { sql } from 'drizzle-orm';
import type { Gender, ResultStatus } from '@velo/contracts';
import { queryRows, type Executor } from '../../db/database.js';
import { arrayParam } from '../../lib/bulk-insert.js';

/**
 * The reads of a rider's place history beside the season's gains (rating-gains-repository.ts): the
 * rider, the season's corrections of points, the protocols the history names and the rider's rows in
 * them. Each is an indexed read of a few rows.
 */

export type HistoryRider = { id: number; isHidden: boolean };

export const historyRider = async (
  executor: Executor,
  participantId: number,
): Promise<HistoryRider | null> => {
  const [rider] = await queryRows<{ id: number; is_hidden: boolean }>(
    executor,
    sql`select id, hidden_at is not null as is_hidden from participants where id = ${participantId}`,
  );
  return rider ? { id: rider.id, isHidden: rider.is_hidden } : null;
};

export type SeasonAdjustmentRow = {
  participant_id: number;
  points: number;
  /** The rider's gender as the standings take it without a start (the profile's, else men). */
  gender: Gender;
  reason: string;
};

/** The administrators' corrections of the season's points, every rider's (they move everyone's place). */
export const seasonAdjustments = async (executor: Executor, year: number): Promise<SeasonAdjustmentRow[]> =>
  queryRows<SeasonAdjustmentRow>(
    executor,
    sql`select a.participant_id, a.points::float8 as points, coalesce(p.gender::text, 'male') as gender, a.reason
        from rating_adjustments a join participants p on p.id = a.participant_id
        where a.year = ${year} order by a.id`,
  );

export type NamedProtocolRow = {
  protocol_id: number;
  event_id: number;
  event_name: string;
  /** The age category's name, else the protocol's. */
  name: string;
  day: string;
};

/**
 * The event and category of each protocol the history names, in the order of their days (the
 * answer's lists of protocols and events keep it; without an order they followed the plan).
 */
export const namedProtocols = async (
  executor: Executor,
  protocolIds: number[],
): Promise<NamedProtocolRow[]> =>
  protocolIds.length === 0
    ? []
    : queryRows<NamedProtocolRow>(
        executor,
        sql`select p.id as protocol_id, e.id as event_id, e.name as event_name, coalesce(c.name, p.name) as name,
              to_char(e.event_date, 'YYYY-MM-DD') as day
            from protocols p join events e on e.id = p.event_id
            left join cluster_age_categories c on c.id = p.cluster_age_category_id
            where p.id = any(${arrayParam(protocolIds)}::int[])
            order by e.event_date, p.id`,
      );

export type OwnRowOfProtocol = { protocol_id: number; place: number | null; status: ResultStatus };

/** The rider's rows in these protocols: their place in the file and status. */
export const ownRows = async (
  executor: Executor,
  participantId: number,
  protocolIds: number[],
): Promise<OwnRowOfProtocol[]> =>
  protocolIds.length === 0
    ? []
    : queryRows<OwnRowOfProtocol>(
        executor,
        sql`select protocol_id, place, status from protocol_results
            where participant_id = ${participantId} and protocol_id = any(${arrayParam(protocolIds)}::int[])`,
      );
