-- PROXY-1 to PROXY-6 (issue 35.2 to 35.5): a patient's proxies, and whose behalf an audited
-- action was taken on.
CREATE TABLE "proxy_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"proxy_user_id" uuid,
	"email" text NOT NULL,
	"token_hash" text,
	"invitation_expires_at" timestamp with time zone NOT NULL,
	"scopes" text[] NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	CONSTRAINT "proxy_grants_scopes_check" CHECK (cardinality("proxy_grants"."scopes") between 1 and 3 and "proxy_grants"."scopes" <@ array['read', 'book', 'message']::text[]),
	CONSTRAINT "proxy_grants_not_self_check" CHECK ("proxy_grants"."proxy_user_id" is null or "proxy_grants"."proxy_user_id" <> "proxy_grants"."patient_id")
);
--> statement-breakpoint
ALTER TABLE "proxy_grants" ADD CONSTRAINT "proxy_grants_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_grants" ADD CONSTRAINT "proxy_grants_proxy_user_id_users_id_fk" FOREIGN KEY ("proxy_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proxy_grants_token_hash_key" ON "proxy_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proxy_grants_patient_idx" ON "proxy_grants" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "proxy_grants_proxy_idx" ON "proxy_grants" USING btree ("proxy_user_id","patient_id") WHERE "proxy_grants"."proxy_user_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "on_behalf_of" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_on_behalf_idx" ON "audit_log" USING btree ("on_behalf_of","at") WHERE "audit_log"."on_behalf_of" is not null;
