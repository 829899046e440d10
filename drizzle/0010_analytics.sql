CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"location_slug" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_page_location_slug_language_pk" PRIMARY KEY("day","kind","page","location_slug","language"),
	CONSTRAINT "analytics_daily_kind_valid" CHECK (kind IN ('page_view', 'order_click', 'call_click', 'direction_click', 'reserve_click', 'form_submit')),
	CONSTRAINT "analytics_daily_count_positive" CHECK ("analytics_daily"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_day_idx" ON "analytics_daily" USING btree ("day");