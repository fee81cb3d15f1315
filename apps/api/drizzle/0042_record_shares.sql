-- SHARE-1 to SHARE-7 (issue 34): links a patient makes to share their record, and each opening.
CREATE TABLE "record_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"passcode_hash" text,
	"failed_passcodes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "record_shares_expiry_check" CHECK ("record_shares"."expires_at" > "record_shares"."created_at" and "record_shares"."expires_at" <= "record_shares"."created_at" + interval '7 days'),
	CONSTRAINT "record_shares_label_check" CHECK ("record_shares"."label" is null or char_length("record_shares"."label") <= 100),
	CONSTRAINT "record_shares_failed_passcodes_check" CHECK ("record_shares"."failed_passcodes" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "record_share_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_share_openings_kind_check" CHECK ("record_share_openings"."kind" in ('view', 'fhir', 'pdf', 'file'))
);
--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_share_openings" ADD CONSTRAINT "record_share_openings_share_id_record_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."record_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_shares_key_hash_key" ON "record_shares" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "record_shares_patient_idx" ON "record_shares" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "record_share_openings_share_idx" ON "record_share_openings" USING btree ("share_id","opened_at");
