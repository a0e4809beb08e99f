ALTER TABLE "standings_sets" ADD COLUMN "rows_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "standings_sets" ADD COLUMN "male_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "standings_sets" ADD COLUMN "female_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "participants_normalized_name_trgm_idx" ON "participants" USING gin ("normalized_name" gin_trgm_ops);--> statement-breakpoint
UPDATE "standings_sets" ss SET "rows_count" = c.n, "male_count" = c.m, "female_count" = c.f
FROM (
  SELECT year, organizer_id, cluster_age_category_id, count(*)::int AS n,
    (count(*) FILTER (WHERE gender = 'male'))::int AS m, (count(*) FILTER (WHERE gender = 'female'))::int AS f
  FROM "standings" GROUP BY 1, 2, 3
) c
WHERE ss.year = c.year AND ss.organizer_id = c.organizer_id AND ss.cluster_age_category_id = c.cluster_age_category_id;
