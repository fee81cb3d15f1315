-- INTAKE-11 to INTAKE-17 (issue 33): questionnaires as FHIR R4 data, their versions, which visits ask them, and the patients' answers.
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_status_check" CHECK ("questionnaires"."status" in ('active', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "questionnaire_versions_number_check" CHECK ("questionnaire_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "questionnaire_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"all_visits" boolean DEFAULT false NOT NULL,
	"appointment_type" text,
	"specialization" text,
	"specialization_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace("specialization", '\s+', ' ', 'g')))) STORED,
	CONSTRAINT "questionnaire_assignments_target_check" CHECK (("questionnaire_assignments"."all_visits")::int + ("questionnaire_assignments"."appointment_type" is not null)::int + ("questionnaire_assignments"."specialization" is not null)::int = 1),
	CONSTRAINT "questionnaire_assignments_type_check" CHECK ("questionnaire_assignments"."appointment_type" is null or "questionnaire_assignments"."appointment_type" in ('New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation'))
);
--> statement-breakpoint
CREATE TABLE "questionnaire_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"questionnaire_version_id" uuid NOT NULL,
	"status" text NOT NULL,
	"response" jsonb NOT NULL,
	"score" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_responses_status_check" CHECK ("questionnaire_responses"."status" in ('in-progress', 'completed')),
	CONSTRAINT "questionnaire_responses_completed_check" CHECK (("questionnaire_responses"."status" = 'completed') = ("questionnaire_responses"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_responses" ADD CONSTRAINT "questionnaire_responses_questionnaire_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("questionnaire_version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_number_key" ON "questionnaire_versions" USING btree ("questionnaire_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_assignments_all_key" ON "questionnaire_assignments" USING btree ("questionnaire_id") WHERE "questionnaire_assignments"."all_visits";--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_assignments_type_key" ON "questionnaire_assignments" USING btree ("questionnaire_id","appointment_type") WHERE "questionnaire_assignments"."appointment_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_assignments_specialization_key" ON "questionnaire_assignments" USING btree ("questionnaire_id","specialization_key") WHERE "questionnaire_assignments"."specialization" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_responses_appointment_key" ON "questionnaire_responses" USING btree ("appointment_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_responses_patient_idx" ON "questionnaire_responses" USING btree ("patient_id","questionnaire_id","completed_at");
