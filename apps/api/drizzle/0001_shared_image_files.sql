ALTER TABLE "images" DROP CONSTRAINT "images_storage_key_unique";--> statement-breakpoint
CREATE INDEX "images_storage_key_idx" ON "images" USING btree ("storage_key");