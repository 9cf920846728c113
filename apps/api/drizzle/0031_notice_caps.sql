-- Decision 049: public notices are capped per client address, and per address and profile.
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'notice_address';--> statement-breakpoint
ALTER TYPE "public"."rate_event_kind" ADD VALUE IF NOT EXISTS 'notice_profile';
