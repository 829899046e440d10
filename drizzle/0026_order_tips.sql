ALTER TABLE "locations" ADD COLUMN "tips_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "tip_percents" integer[] DEFAULT '{10,15,20}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tip_percents_range" CHECK (cardinality("locations"."tip_percents") BETWEEN 1 AND 4 AND 1 <= ALL("locations"."tip_percents") AND 100 >= ALL("locations"."tip_percents"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_range" CHECK ("orders"."tip" BETWEEN 0 AND 500);