ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_valid";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "reservations_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "booking_hours" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "max_party_size" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "guests_per_slot" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("location_slug","reservation_date","reservation_time");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_slot_minutes_range" CHECK ("locations"."slot_minutes" BETWEEN 10 AND 240);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_max_party_range" CHECK ("locations"."max_party_size" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_guests_per_slot_range" CHECK ("locations"."guests_per_slot" BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_valid" CHECK (source IN ('web', 'phone'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_valid" CHECK (status IN ('pending', 'confirmed', 'declined', 'seated', 'completed', 'cancelled', 'no_show'));