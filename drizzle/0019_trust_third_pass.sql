CREATE TABLE "restaurant_limited_staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_digests" (
	"location_id" uuid NOT NULL,
	"day" text NOT NULL,
	"refunds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_digests_location_id_day_pk" PRIMARY KEY("location_id","day")
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "restaurant_limited_staff" ADD CONSTRAINT "restaurant_limited_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_digests" ADD CONSTRAINT "refund_digests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Staff limited to restaurants are recorded as such: once every one of their restaurants is gone they have none, never the whole brand.
INSERT INTO "restaurant_limited_staff" ("user_id") SELECT DISTINCT "user_id" FROM "staff_locations" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "staff_invitations" SET "limited" = true WHERE cardinality("location_ids") > 0;
