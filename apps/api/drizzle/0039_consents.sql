-- CONSENT-1 to CONSENT-8 (issue 33): consent texts in versions, and patients' signatures with their PDFs.
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"retired_by" uuid,
	CONSTRAINT "consents_status_check" CHECK ("consents"."status" in ('active', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_retired_by_users_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "consent_versions_version_check" CHECK ("consent_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_versions_consent_version_key" ON "consent_versions" USING btree ("consent_id","version");--> statement-breakpoint
CREATE TABLE "consent_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"consent_version_id" uuid NOT NULL,
	"method" text NOT NULL,
	"signed_name" text NOT NULL,
	"image_sha256" text,
	"signed_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"content_sha256" text NOT NULL,
	"file_id" uuid NOT NULL,
	"appointment_id" uuid,
	CONSTRAINT "consent_signatures_method_check" CHECK ("consent_signatures"."method" in ('drawn', 'typed')),
	CONSTRAINT "consent_signatures_image_check" CHECK (("consent_signatures"."method" = 'drawn') = ("consent_signatures"."image_sha256" is not null))
);
--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_consent_version_id_consent_versions_id_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_signatures" ADD CONSTRAINT "consent_signatures_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_signatures_patient_version_key" ON "consent_signatures" USING btree ("patient_id","consent_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_signatures_file_key" ON "consent_signatures" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "consent_signatures_patient_idx" ON "consent_signatures" USING btree ("patient_id","signed_at");--> statement-breakpoint
-- CONSENT-2, CONSENT-4: a version, a signature and a signed PDF are never changed or removed, by
-- the product or by anyone with SQL: the database refuses the statement.
CREATE FUNCTION "refuse_change_of_signed_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% of % is not allowed: signed consent records are never changed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "consent_versions_unchangeable" BEFORE UPDATE OR DELETE ON "consent_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_signed_record"();--> statement-breakpoint
CREATE TRIGGER "consent_signatures_unchangeable" BEFORE UPDATE OR DELETE ON "consent_signatures" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_signed_record"();--> statement-breakpoint
CREATE TRIGGER "consent_pdfs_unchangeable" BEFORE UPDATE OR DELETE ON "files" FOR EACH ROW WHEN (OLD."purpose" = 'consent_pdf') EXECUTE FUNCTION "refuse_change_of_signed_record"();
