CREATE TABLE "promo_code_locations" (
	"promo_code_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "promo_code_locations_promo_code_id_location_id_pk" PRIMARY KEY("promo_code_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off" numeric(10, 2),
	"min_subtotal" numeric(10, 2),
	"valid_from" text,
	"valid_until" text,
	"every_location" boolean DEFAULT true NOT NULL,
	"max_uses" integer,
	"uses_per_guest" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_valid" CHECK (kind IN ('percent', 'amount')),
	CONSTRAINT "promo_codes_code_shape" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{3,24}$'),
	CONSTRAINT "promo_codes_amount_shape" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."percent_off" BETWEEN 1 AND 100 AND "promo_codes"."amount_off" IS NULL)
        OR ("promo_codes"."kind" = 'amount' AND "promo_codes"."amount_off" BETWEEN 0.01 AND 1000 AND "promo_codes"."percent_off" IS NULL)),
	CONSTRAINT "promo_codes_min_subtotal_range" CHECK ("promo_codes"."min_subtotal" IS NULL OR "promo_codes"."min_subtotal" BETWEEN 0.01 AND 10000),
	CONSTRAINT "promo_codes_window" CHECK ((valid_from IS NULL OR valid_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$')
        AND (valid_until IS NULL OR valid_until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$')
        AND (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until)),
	CONSTRAINT "promo_codes_max_uses_range" CHECK ("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" BETWEEN 1 AND 1000000),
	CONSTRAINT "promo_codes_uses_per_guest_range" CHECK ("promo_codes"."uses_per_guest" IS NULL OR "promo_codes"."uses_per_guest" BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_locations" ADD CONSTRAINT "promo_code_locations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_locations" ADD CONSTRAINT "promo_code_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_locations_location_idx" ON "promo_code_locations" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("promo_code_id") WHERE "orders"."promo_code_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_range" CHECK ("orders"."discount" >= 0 AND "orders"."discount" <= "orders"."subtotal");