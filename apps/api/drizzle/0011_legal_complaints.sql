ALTER TABLE "sites" ADD COLUMN "us_footer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TYPE "public"."report_source" AS ENUM('member', 'notice');--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reported_profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "source" "report_source" DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_name" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_email" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "content_url" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_source_fields" CHECK (("source" = 'member' AND "reporter_profile_id" IS NOT NULL AND "reported_profile_id" IS NOT NULL) OR ("source" = 'notice' AND "site_id" IS NOT NULL AND "reporter_email" IS NOT NULL AND "content_url" IS NOT NULL));
--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE 'complaint_receipt';
