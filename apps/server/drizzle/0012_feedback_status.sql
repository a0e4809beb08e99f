CREATE TYPE "public"."feedback_status" AS ENUM('new', 'answered');--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" "feedback_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "answered_on" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_created_on_idx" ON "feedback" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status");