CREATE TABLE "combo_items" (
	"combo_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_items_combo_id_item_id_pk" PRIMARY KEY("combo_id","item_id"),
	CONSTRAINT "combo_items_quantity_range" CHECK ("combo_items"."quantity" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "menu_item_modifier_groups" (
	"item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_item_modifier_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "visible_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_on" date;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "visible_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_modifier_groups" ADD CONSTRAINT "menu_item_modifier_groups_item_id_menu_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_modifier_groups" ADD CONSTRAINT "menu_item_modifier_groups_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_items_item_idx" ON "combo_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "menu_item_modifier_groups_group_idx" ON "menu_item_modifier_groups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_visible_window" CHECK ("menu_categories"."visible_from" IS NULL OR "menu_categories"."visible_until" IS NULL OR "menu_categories"."visible_from" < "menu_categories"."visible_until");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_allergens_known" CHECK (allergens <@ ARRAY['milk', 'eggs', 'fish', 'shellfish', 'tree_nuts', 'peanuts', 'wheat', 'soy', 'sesame']::text[]);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_diets_known" CHECK (diets <@ ARRAY['vegetarian', 'vegan', 'halal', 'gluten_free']::text[]);--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_visible_window" CHECK ("menu_items"."visible_from" IS NULL OR "menu_items"."visible_until" IS NULL OR "menu_items"."visible_from" < "menu_items"."visible_until");