ALTER TABLE "standings" DROP CONSTRAINT IF EXISTS "standings_participant_id_participants_id_fk";
