ALTER TABLE "locations" ADD COLUMN "order_alert_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_unalerted_idx" ON "orders" USING btree ("received_at") WHERE "orders"."status" = 'received' AND "orders"."staff_alerted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_order_alert_minutes_range" CHECK ("locations"."order_alert_minutes" BETWEEN 1 AND 60);--> statement-breakpoint
-- Orders already in the kitchen reached it when placed; none of them is alerted about now.
UPDATE "orders" SET "received_at" = "created_at", "staff_alerted_at" = now() WHERE "status" <> 'awaiting_payment';
