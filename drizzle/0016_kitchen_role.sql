ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_role_valid";--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role_valid";--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_valid" CHECK (role IN ('owner', 'manager', 'editor', 'kitchen'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_valid" CHECK (role IN ('owner', 'manager', 'editor', 'kitchen'));