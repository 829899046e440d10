CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"google_maps_link" text,
	"apple_maps_link" text,
	"google_place_id" text,
	"is_headquarters" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"hours_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hours_text_en" text,
	"hours_text_ar" text,
	"order_links_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amenities_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timezone" text DEFAULT 'America/Detroit' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "locations_latitude_range" CHECK ("locations"."latitude" IS NULL OR ("locations"."latitude" BETWEEN -90 AND 90)),
	CONSTRAINT "locations_longitude_range" CHECK ("locations"."longitude" IS NULL OR ("locations"."longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text,
	"description_ar" text,
	"base_price" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combos_price_nonnegative" CHECK ("combos"."base_price" >= 0),
	CONSTRAINT "combos_status_valid" CHECK (status IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "media_library" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"original_filename" text NOT NULL,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"alt_text" text,
	"width" integer,
	"height" integer,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_library_filename_unique" UNIQUE("filename"),
	CONSTRAINT "media_library_size_nonnegative" CHECK ("media_library"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"image_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_slug" text NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text,
	"description_ar" text,
	"price" numeric(10, 2) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"spice_level" integer DEFAULT 0 NOT NULL,
	"calories" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_signature" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"photo_url" text,
	"seo_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "menu_items_price_nonnegative" CHECK ("menu_items"."price" >= 0),
	CONSTRAINT "menu_items_spice_range" CHECK ("menu_items"."spice_level" BETWEEN 0 AND 3),
	CONSTRAINT "menu_items_calories_nonnegative" CHECK ("menu_items"."calories" >= 0),
	CONSTRAINT "menu_items_status_valid" CHECK (status IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifier_groups_min_nonnegative" CHECK ("modifier_groups"."min_select" >= 0),
	CONSTRAINT "modifier_groups_max_positive" CHECK ("modifier_groups"."max_select" >= 1)
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_delta" numeric(10, 2) DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bronx_notify_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bronx_notify_list_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "careers_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" text NOT NULL,
	"resume_link" text,
	"cover_letter" text,
	"availability" text,
	"experience" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_applications_position_valid" CHECK (position IN ('server', 'host', 'line-cook', 'prep-cook', 'dishwasher', 'manager', 'assistant-manager', 'delivery-driver', 'other')),
	CONSTRAINT "careers_applications_status_valid" CHECK (status IN ('new', 'reviewing', 'interview', 'hired', 'rejected')),
	CONSTRAINT "careers_applications_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"inquiry_type" text NOT NULL,
	"location_slug" text NOT NULL,
	"message" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_mime_type" text,
	"attachment_size" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"user_agent" text,
	"referrer" text,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "contact_inquiries_inquiry_type_valid" CHECK (inquiry_type IN ('general', 'catering', 'partnership', 'feedback')),
	CONSTRAINT "contact_inquiries_status_valid" CHECK (status IN ('new', 'in_progress', 'answered', 'closed')),
	CONSTRAINT "contact_inquiries_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "inquiries_catering" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"event_date" date,
	"guest_count" integer,
	"location_slug" text,
	"message" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_catering_status_valid" CHECK (status IN ('new', 'in_progress', 'answered', 'closed')),
	CONSTRAINT "inquiries_catering_language_valid" CHECK (language IN ('en', 'ar')),
	CONSTRAINT "inquiries_catering_guests_positive" CHECK ("inquiries_catering"."guest_count" IS NULL OR "inquiries_catering"."guest_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "leads_franchise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text,
	"state" text,
	"territory" text NOT NULL,
	"liquid_capital_usd" numeric(14, 2) NOT NULL,
	"net_worth_usd" numeric(14, 2) NOT NULL,
	"timeline" text DEFAULT '6-12m' NOT NULL,
	"prior_restaurant_experience" boolean DEFAULT false NOT NULL,
	"experience_notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_franchise_timeline_valid" CHECK (timeline IN ('0-6m', '6-12m', '12m+')),
	CONSTRAINT "leads_franchise_status_valid" CHECK (status IN ('new', 'qualified', 'discovery_call', 'fdd_review', 'site_visit', 'approved', 'signed', 'lost')),
	CONSTRAINT "leads_franchise_language_valid" CHECK (language IN ('en', 'ar')),
	CONSTRAINT "leads_franchise_money_nonnegative" CHECK ("leads_franchise"."liquid_capital_usd" >= 0 AND "leads_franchise"."net_worth_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"location_slug" text NOT NULL,
	"reservation_date" date NOT NULL,
	"reservation_time" text NOT NULL,
	"party_size" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"review_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_party_positive" CHECK ("reservations"."party_size" > 0),
	CONSTRAINT "reservations_status_valid" CHECK (status IN ('pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "reservations_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "reviews_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_slug" text DEFAULT 'general' NOT NULL,
	"rating" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"addressed_at" timestamp with time zone,
	"addressed_by" text,
	"address_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_feedback_rating_range" CHECK ("reviews_feedback"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_feedback_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_valid" CHECK (status IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "form_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_unique" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_valid" CHECK (role IN ('owner', 'manager', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_slug_menu_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."menu_categories"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_user_id_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "locations_published_sort_idx" ON "locations" USING btree ("published","sort");--> statement-breakpoint
CREATE INDEX "combos_sort_idx" ON "combos" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "media_library_created_at_idx" ON "media_library" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_library_original_filename_idx" ON "media_library" USING btree (lower("original_filename"));--> statement-breakpoint
CREATE INDEX "menu_categories_sort_idx" ON "menu_categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "menu_items_category_sort_idx" ON "menu_items" USING btree ("category_slug","sort_order");--> statement-breakpoint
CREATE INDEX "menu_items_public_idx" ON "menu_items" USING btree ("status","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "menu_items_name_en_idx" ON "menu_items" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "modifier_groups_sort_idx" ON "modifier_groups" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "modifier_options_group_sort_idx" ON "modifier_options" USING btree ("group_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "bronx_notify_list_email_unique" ON "bronx_notify_list" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bronx_notify_list_created_idx" ON "bronx_notify_list" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "careers_applications_created_idx" ON "careers_applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "careers_applications_position_status_idx" ON "careers_applications" USING btree ("position","status");--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_filter_idx" ON "contact_inquiries" USING btree ("status","inquiry_type","location_slug");--> statement-breakpoint
CREATE INDEX "inquiries_catering_created_idx" ON "inquiries_catering" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_catering_status_idx" ON "inquiries_catering" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_franchise_status_created_idx" ON "leads_franchise" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_franchise_created_idx" ON "leads_franchise" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_date_idx" ON "reservations" USING btree ("reservation_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_feedback_created_idx" ON "reviews_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_feedback_rating_idx" ON "reviews_feedback" USING btree ("rating","addressed_at");--> statement-breakpoint
CREATE INDEX "reviews_feedback_location_idx" ON "reviews_feedback" USING btree ("location_slug");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");