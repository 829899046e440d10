ALTER TABLE "locations" ADD COLUMN "opening_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "opening_notice_count" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;