CREATE TABLE "rating_gains" (
	"year" integer NOT NULL,
	"day" date NOT NULL,
	"protocol_id" integer NOT NULL,
	"males" integer NOT NULL,
	"gains" "bytea" NOT NULL,
	CONSTRAINT "rating_gains_year_day_protocol_id_pk" PRIMARY KEY("year","day","protocol_id")
);
--> statement-breakpoint
-- Hand-written: the gains are written by recalculations, so every season is marked stale (whole) and the
-- start-up recalculation of stale seasons writes them; until then a rider's place history is empty.
UPDATE "seasons" SET "is_stale" = true, "stale_from" = NULL, "checkpoint_day" = NULL, "checkpoint" = NULL;
