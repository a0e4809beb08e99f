-- Issue 35: where a season's national table is (cluster_age_category_id 0 or -1 under organizer 0).
-- On PGlite a large table rewritten whole is written beside the current one, and made current here.
ALTER TABLE "seasons" ADD COLUMN "national_slot" integer DEFAULT 0 NOT NULL;