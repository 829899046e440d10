CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"move" text NOT NULL,
	"by_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_pickup_idx" ON "orders" USING btree ("pickup_at");--> statement-breakpoint
CREATE INDEX "orders_phone_tail_idx" ON "orders" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_search_idx" ON "orders" USING gin (to_tsvector('simple', "full_name"));--> statement-breakpoint
-- Orders from before kept their kitchen steps in the audit log only, and a card payment as the
-- time the order reached the kitchen: their timelines start from those.
INSERT INTO "order_events" ("order_id", "move", "by_email", "at")
SELECT "entity_id"::uuid,
  CASE "action" WHEN 'accepted' THEN 'accept' WHEN 'picked_up' THEN 'pickUp' WHEN 'cancelled' THEN 'cancel' ELSE 'ready' END,
  "actor_email", "created_at"
FROM "audit_log" AS "a"
WHERE "a"."entity" = 'order' AND "a"."action" IN ('accepted', 'ready', 'picked_up', 'cancelled')
  AND EXISTS (SELECT 1 FROM "orders" AS "o" WHERE "o"."id"::text = "a"."entity_id");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "move", "at")
SELECT "id", 'paid', "received_at" FROM "orders" WHERE "payment_method" = 'card' AND "received_at" IS NOT NULL;
