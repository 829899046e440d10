CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"subject_ar" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_ar" text DEFAULT '' NOT NULL,
	"audience_language" text DEFAULT 'all' NOT NULL,
	"audience_location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"ordered_within_days" integer,
	"not_ordered_for_days" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"recipients" integer,
	"unsubscribed" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_valid" CHECK (status IN ('draft', 'scheduled', 'sent')),
	CONSTRAINT "campaigns_audience_language_valid" CHECK (audience_language IN ('all', 'en', 'ar')),
	CONSTRAINT "campaigns_days_range" CHECK (("campaigns"."ordered_within_days" IS NULL OR "campaigns"."ordered_within_days" BETWEEN 1 AND 3650)
        AND ("campaigns"."not_ordered_for_days" IS NULL OR "campaigns"."not_ordered_for_days" BETWEEN 1 AND 3650)),
	CONSTRAINT "campaigns_scheduled_has_time" CHECK ("campaigns"."status" = 'draft' OR "campaigns"."send_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("status","send_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_campaign_idx" ON "email_outbox" USING btree ("campaign_id","status") WHERE "email_outbox"."campaign_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_campaign_idx" ON "orders" USING btree ("campaign_id") WHERE "orders"."campaign_id" IS NOT NULL;