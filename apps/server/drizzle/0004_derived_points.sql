ALTER TABLE "protocols" ADD COLUMN "male_significance_ratio" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "male_representation_ratio" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "female_significance_ratio" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "protocols" ADD COLUMN "female_representation_ratio" numeric(6, 4);--> statement-breakpoint
ALTER TABLE "protocol_results" DROP COLUMN "significance_ratio";--> statement-breakpoint
ALTER TABLE "protocol_results" DROP COLUMN "representation_ratio";--> statement-breakpoint
ALTER TABLE "protocol_results" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "protocol_results" DROP COLUMN "rating_calculation_formula";