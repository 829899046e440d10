DROP INDEX "bronx_notify_list_email_unique";--> statement-breakpoint
ALTER TABLE "bronx_notify_list" ADD COLUMN "location_slug" text DEFAULT 'bronx' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bronx_notify_list_email_location_unique" ON "bronx_notify_list" USING btree (lower("email"),"location_slug");