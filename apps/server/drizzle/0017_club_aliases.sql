CREATE TABLE "club_aliases" (
	"from_key" text PRIMARY KEY NOT NULL,
	"to_key" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "club_aliases_to_idx" ON "club_aliases" USING btree ("to_key");
