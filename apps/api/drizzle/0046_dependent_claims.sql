-- FAMILY-7 to FAMILY-10 (issue 35.1): a dependent who has come of age claims their record with
-- their own account, through an invitation the clinic's staff e-mail (one per dependent; sending
-- again replaces it). Only the token's SHA-256 is stored.
ALTER TABLE "dependents" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "dependents" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "dependent_invitations" (
	"dependent_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dependent_invitations" ADD CONSTRAINT "dependent_invitations_dependent_id_dependents_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dependent_invitations_token_key" ON "dependent_invitations" USING btree ("token_hash");
