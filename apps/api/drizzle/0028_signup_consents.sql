-- Decision 060: what a member agreed to at signup, each with its time and the version of the text
-- they saw: the explicit consent to keeping their gender and whom they look for (GDPR Art. 9,
-- these reveal a sexual orientation) and the terms of service (the terms' version date).
-- Members from before this migration have none recorded (null).
ALTER TABLE "users" ADD COLUMN "sensitive_data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sensitive_data_consent_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;
