-- Trigram search on names (participants, events, organizers, users). drizzle-kit does not write
-- CREATE EXTENSION itself, so it comes first, by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
