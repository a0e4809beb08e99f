CREATE TABLE "weather_forecasts" (
	"point" text PRIMARY KEY NOT NULL,
	"location_name" text DEFAULT '' NOT NULL,
	"forecast" jsonb NOT NULL,
	"fetched_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "weather_forecasts_location_idx" ON "weather_forecasts" USING btree (lower("location_name"));