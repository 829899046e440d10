-- Data: the demo menu's dish pictures are WebP files now (public/images/dishes), drawn from the
-- illustrations that were served as SVG; a database seeded before, and a backup of one, shows them.
UPDATE "menu_items"
SET "photo_url" = regexp_replace("photo_url", '\.svg$', '.webp')
WHERE "photo_url" ~ '^/images/dishes/[a-z]+\.svg$';--> statement-breakpoint
UPDATE "menu_categories"
SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp')
WHERE "image_url" ~ '^/images/dishes/[a-z]+\.svg$';
