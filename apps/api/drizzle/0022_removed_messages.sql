-- Decision 046: a message removed by moderation takes back the news of it that has not gone out,
-- and no stored notification keeps its words.
ALTER TABLE "notification_queue" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_queue_message_idx" ON "notification_queue" USING btree ("message_id") WHERE "message_id" IS NOT NULL;
