CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"note" text,
	"line_total" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_kind_valid" CHECK (kind IN ('item', 'combo')),
	CONSTRAINT "order_lines_quantity_range" CHECK ("order_lines"."quantity" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"token_hash" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"location_id" uuid NOT NULL,
	"status" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"note" text,
	"asap" boolean NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"tax_rate" numeric(6, 3) NOT NULL,
	"tax" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"ready_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_status_valid" CHECK (status IN ('awaiting_payment', 'received', 'accepted', 'ready', 'picked_up', 'cancelled')),
	CONSTRAINT "orders_payment_method_valid" CHECK (payment_method IN ('counter', 'card')),
	CONSTRAINT "orders_payment_status_valid" CHECK (payment_status IN ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "orders_language_valid" CHECK (language IN ('en', 'ar')),
	CONSTRAINT "orders_totals_nonnegative" CHECK ("orders"."subtotal" >= 0 AND "orders"."tax" >= 0 AND "orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ordering_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "orders_per_slot" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "pay_at_pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ordering_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_location_slot_idx" ON "orders" USING btree ("location_id","slot_start");--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("location_id","created_at");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_prep_minutes_range" CHECK ("locations"."prep_minutes" BETWEEN 0 AND 240);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_orders_per_slot_range" CHECK ("locations"."orders_per_slot" BETWEEN 1 AND 500);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tax_rate_range" CHECK ("locations"."tax_rate" BETWEEN 0 AND 30);