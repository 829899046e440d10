CREATE TABLE "combo_locations" (
	"combo_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"price" numeric(10, 2),
	"sold_out_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combo_locations_combo_id_location_id_pk" PRIMARY KEY("combo_id","location_id"),
	CONSTRAINT "combo_locations_price_range" CHECK (price IS NULL OR (price >= 0 AND price <= 10000))
);
--> statement-breakpoint
CREATE TABLE "menu_item_locations" (
	"item_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"price" numeric(10, 2),
	"sold_out_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_item_locations_item_id_location_id_pk" PRIMARY KEY("item_id","location_id"),
	CONSTRAINT "menu_item_locations_price_range" CHECK (price IS NULL OR (price >= 0 AND price <= 10000))
);
--> statement-breakpoint
CREATE TABLE "modifier_option_locations" (
	"option_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"price_delta" numeric(10, 2),
	"sold_out_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifier_option_locations_option_id_location_id_pk" PRIMARY KEY("option_id","location_id"),
	CONSTRAINT "modifier_option_locations_price_range" CHECK (price_delta IS NULL OR price_delta BETWEEN -10000 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "staff_locations" (
	"user_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_locations_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "combo_locations" ADD CONSTRAINT "combo_locations_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_locations" ADD CONSTRAINT "combo_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_locations" ADD CONSTRAINT "menu_item_locations_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_locations" ADD CONSTRAINT "menu_item_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_option_locations" ADD CONSTRAINT "modifier_option_locations_option_id_modifier_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."modifier_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_option_locations" ADD CONSTRAINT "modifier_option_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_locations" ADD CONSTRAINT "staff_locations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_locations" ADD CONSTRAINT "staff_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_locations_location_idx" ON "combo_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "menu_item_locations_location_idx" ON "menu_item_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "modifier_option_locations_location_idx" ON "modifier_option_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "staff_locations_location_idx" ON "staff_locations" USING btree ("location_id");--> statement-breakpoint
-- "Sold out today" was brand-wide: each restaurant gets the same mark for the same day; the brand
-- row keeps its own (now: sold out at every restaurant).
INSERT INTO "menu_item_locations" ("item_id", "location_id", "sold_out_on")
  SELECT "menu_items"."id", "locations"."id", "menu_items"."sold_out_on"
  FROM "menu_items" CROSS JOIN "locations"
  WHERE "menu_items"."sold_out_on" IS NOT NULL;