ALTER TABLE "inquiries_catering" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "inquiries_catering" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "inquiries_catering" ADD CONSTRAINT "inquiries_catering_service_valid" CHECK (service IN ('pickup', 'delivery', 'full_service'));--> statement-breakpoint
ALTER TABLE "inquiries_catering" ADD CONSTRAINT "inquiries_catering_budget_valid" CHECK (budget IN ('under_500', '500_1500', '1500_5000', 'over_5000'));