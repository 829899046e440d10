CREATE TABLE "guest_passkey_challenges" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_passkey_challenges_purpose_valid" CHECK ("guest_passkey_challenges"."purpose" in ('add', 'sign-in'))
);
--> statement-breakpoint
CREATE TABLE "guest_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "guest_passkeys_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "guest_passkeys_counter_valid" CHECK ("guest_passkeys"."counter" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_passkey_challenges" ADD CONSTRAINT "guest_passkey_challenges_account_id_guest_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."guest_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_passkeys" ADD CONSTRAINT "guest_passkeys_account_id_guest_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."guest_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_passkey_challenges_expires_idx" ON "guest_passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_passkeys_account_idx" ON "guest_passkeys" USING btree ("account_id");