CREATE TABLE "standings_sets" (
	"year" integer NOT NULL,
	"organizer_id" integer NOT NULL,
	"cluster_age_category_id" integer NOT NULL,
	"computed_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standings_sets_year_organizer_id_cluster_age_category_id_pk" PRIMARY KEY("year","organizer_id","cluster_age_category_id")
);
