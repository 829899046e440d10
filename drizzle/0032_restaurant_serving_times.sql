ALTER TABLE "menu_item_locations" ADD COLUMN "serve_days" text[];--> statement-breakpoint
ALTER TABLE "menu_item_locations" ADD COLUMN "serve_from" text;--> statement-breakpoint
ALTER TABLE "menu_item_locations" ADD COLUMN "serve_until" text;--> statement-breakpoint
ALTER TABLE "menu_item_locations" ADD CONSTRAINT "menu_item_locations_serving_time" CHECK ((serve_days IS NULL OR (cardinality(serve_days) BETWEEN 1 AND 7
        AND serve_days <@ ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']::text[]))
      AND ((serve_from IS NULL AND serve_until IS NULL)
        OR (serve_from ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND serve_until ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND serve_from < serve_until)));