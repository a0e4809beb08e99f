-- Issue 16: a recalculation marks the season's organizer and series tables outdated instead of
-- deleting them; each is computed again when next read, and shown as it was meanwhile.
ALTER TABLE "standings_sets" ADD COLUMN "outdated" boolean DEFAULT false NOT NULL;
