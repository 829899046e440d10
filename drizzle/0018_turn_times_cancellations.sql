ALTER TABLE "locations" ADD COLUMN "turn_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cancelled_by_valid" CHECK (cancelled_by IN ('guest', 'restaurant'));