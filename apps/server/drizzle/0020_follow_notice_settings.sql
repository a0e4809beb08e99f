-- Issue 19 («Follow»): which results notices a rider wants — their own results, their followed riders'
-- and the protocols of their followed events. All on by default.
ALTER TABLE "users" ADD COLUMN "notify_own_results" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_favorite_participants" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_favorite_events" boolean DEFAULT true NOT NULL;
