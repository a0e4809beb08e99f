CREATE TABLE "sign_in_failures" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_on" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secret" text;--> statement-breakpoint
CREATE INDEX "sign_in_failures_window_idx" ON "sign_in_failures" USING btree ("window_started_on");