-- FILE-1: files patients and the clinic share, stored in the database (every replica serves them).
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"patient_id" uuid,
	"uploaded_by" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('message_attachment', 'insurance_card', 'consent_pdf', 'record_pdf', 'patient_document')),
	CONSTRAINT "files_content_type_check" CHECK ("files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "files_size_check" CHECK ("files"."size" = octet_length("files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_patient_idx" ON "files" USING btree ("patient_id","created_at");
