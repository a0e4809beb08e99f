CREATE TABLE "skill_ratings" (
	"participant_id" integer NOT NULL,
	"family" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"races" integer NOT NULL,
	"last_day" date NOT NULL,
	"display" integer NOT NULL,
	"settled_until" date,
	"history" text NOT NULL,
	CONSTRAINT "skill_ratings_participant_id_family_pk" PRIMARY KEY("participant_id","family")
);
--> statement-breakpoint
CREATE TABLE "skill_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_stale" boolean DEFAULT true NOT NULL,
	"stale_from" date,
	"generation" integer DEFAULT 0 NOT NULL,
	"computed_on" timestamp with time zone,
	CONSTRAINT "skill_state_one_row" CHECK ("skill_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "disciplines" ADD COLUMN "family" text;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_ratings_family_display_idx" ON "skill_ratings" USING btree ("family","display");--> statement-breakpoint
CREATE INDEX "skill_ratings_last_day_idx" ON "skill_ratings" USING btree ("last_day");--> statement-breakpoint
-- The reference disciplines' families (issue 39): a time trial is raced on the road. A discipline an
-- administrator added keeps none (its races count as road).
UPDATE "disciplines" SET "family" = CASE "name"
  WHEN 'шоссе' THEN 'road'
  WHEN 'разделка' THEN 'road'
  WHEN 'маунтинбайк' THEN 'mtb'
  WHEN 'циклокросс' THEN 'cyclocross'
  WHEN 'гревел' THEN 'gravel'
  WHEN 'трек' THEN 'track'
END
WHERE "name" IN ('шоссе', 'разделка', 'маунтинбайк', 'циклокросс', 'гревел', 'трек');
--> statement-breakpoint
-- Nothing is rated yet: the first start computes every rating.
INSERT INTO "skill_state" ("id", "is_stale", "stale_from") VALUES (1, true, NULL) ON CONFLICT DO NOTHING;
