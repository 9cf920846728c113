ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'password_reset_address';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'signup_address';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'mail_change_member';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'mail_change_target';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'like_member';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'report_member';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'upload_member';
