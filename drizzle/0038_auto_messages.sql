CREATE TABLE "auto_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"promo_code_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_messages_kind_valid" CHECK (kind IN ('thanks', 'missYou'))
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "for_guest_key" text;--> statement-breakpoint
ALTER TABLE "auto_messages" ADD CONSTRAINT "auto_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_messages" ADD CONSTRAINT "auto_messages_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_messages_kind_order_unique" ON "auto_messages" USING btree ("kind","order_id");--> statement-breakpoint
CREATE INDEX "auto_messages_sent_idx" ON "auto_messages" USING btree ("kind","sent_at");