-- Issue 17. The national table is rewritten by every recalculation, and two of its secondary indexes
-- cost more on that write than they saved on reads (docs/decisions/rating.md «The standings' indexes»):
-- standings_participant_idx served no query, and a gender filter's gender places come in the order of
-- the places, which standings_place_idx already gives.
DROP INDEX IF EXISTS "standings_participant_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "standings_gender_place_idx";--> statement-breakpoint
-- What the season's counting protocols before its last race day gave each participant, as the last
-- recalculation computed it: a protocol on that day or later starts from it instead of summing the
-- whole season again. Cleared whenever something before that day changes.
ALTER TABLE "seasons" ADD COLUMN "checkpoint_day" date;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "checkpoint" text;
