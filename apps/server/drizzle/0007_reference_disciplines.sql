-- The disciplines of a Russian masters calendar are reference data: every installation has them,
-- with or without demo data. Names are kept as the spec writes them (lower case; «маунтинбайк» is
-- shown as «мтб» by the web app). An older demo database wrote gravel as «гравел»: it becomes
-- «гревел» unless that row exists already. Rows an administrator added are left alone.
UPDATE "disciplines" SET "name" = 'гревел'
WHERE "name" = 'гравел' AND NOT EXISTS (SELECT 1 FROM "disciplines" WHERE "name" = 'гревел');
--> statement-breakpoint
INSERT INTO "disciplines" ("name") VALUES
  ('шоссе'),
  ('маунтинбайк'),
  ('циклокросс'),
  ('гревел'),
  ('трек'),
  ('разделка')
ON CONFLICT ("name") DO NOTHING;
