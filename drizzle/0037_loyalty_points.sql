CREATE TABLE "loyalty_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"note" text,
	"by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_reason_valid" CHECK (reason IN ('earned', 'refunded', 'redeemed', 'returned', 'expired', 'adjusted')),
	CONSTRAINT "loyalty_ledger_points_nonzero" CHECK ("loyalty_ledger"."points" <> 0),
	CONSTRAINT "loyalty_ledger_adjustment_reason" CHECK ("loyalty_ledger"."reason" <> 'adjusted' OR length("loyalty_ledger"."note") BETWEEN 3 AND 200)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_off" numeric(10, 2),
	"menu_item_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_rewards_kind_valid" CHECK (kind IN ('amount', 'dish')),
	CONSTRAINT "loyalty_rewards_points_range" CHECK ("loyalty_rewards"."points" BETWEEN 10 AND 100000),
	CONSTRAINT "loyalty_rewards_shape" CHECK (("loyalty_rewards"."kind" = 'amount' AND "loyalty_rewards"."amount_off" BETWEEN 0.01 AND 1000 AND "loyalty_rewards"."menu_item_id" IS NULL)
        OR ("loyalty_rewards"."kind" = 'dish' AND "loyalty_rewards"."menu_item_id" IS NOT NULL AND "loyalty_rewards"."amount_off" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reward_discount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_account_id_guest_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."guest_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_account_idx" ON "loyalty_ledger" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_order_idx" ON "loyalty_ledger" USING btree ("order_id") WHERE "loyalty_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_once_per_order" ON "loyalty_ledger" USING btree ("order_id","reason") WHERE "loyalty_ledger"."reason" IN ('earned', 'redeemed', 'returned');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reward_discount_range" CHECK ("orders"."reward_discount" >= 0 AND "orders"."reward_discount" <= "orders"."discount");