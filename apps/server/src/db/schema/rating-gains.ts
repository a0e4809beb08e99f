import { customType, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL's bytea): node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * What each counting protocol of a season gave its starters, as the season's last recalculation scored
 * it (issue 38): the running national standings, race day by race day, are these gains summed. A
 * rider's place history is walked over them on read (domain/place-history), so it is computed from
 * what the recalculation stored and is right after any correction or merge (each recalculates).
 *
 * Written in the recalculation's transaction: the rows from the day it started on are replaced, the
 * days before it keep theirs (they cannot change, rating.md). One row per protocol, its starters packed
 * (place-history/rating-gains-codec.ts): 1.4 MB for a season of 180,000 starts, read in one query.
 * No foreign key, as `standings`: a deleted protocol's season is recalculated from its day.
 */
export const ratingGains = pgTable(
  'rating_gains',
  {
    year: integer('year').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    protocolId: integer('protocol_id').notNull(),
    /** How many of the packed starters are men (they come first). */
    males: integer('males').notNull(),
    /** Starters as little-endian int32 pairs: participant id, points in hundredths. */
    gains: bytes('gains').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.day, t.protocolId] })],
);
