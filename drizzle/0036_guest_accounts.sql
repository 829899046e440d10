CREATE TABLE "guest_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"name" text,
	"phone" text,
	"favourite_location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_accounts_language_valid" CHECK (language IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guest_sign_in_codes" (
	"address_key" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_sign_in_codes_tries_valid" CHECK ("guest_sign_in_codes"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_accounts" ADD CONSTRAINT "guest_accounts_favourite_location_id_locations_id_fk" FOREIGN KEY ("favourite_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_account_id_guest_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."guest_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_accounts_email_unique" ON "guest_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "guest_sessions_account_idx" ON "guest_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "guest_sessions_expires_idx" ON "guest_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_sign_in_codes_expires_idx" ON "guest_sign_in_codes" USING btree ("expires_at");