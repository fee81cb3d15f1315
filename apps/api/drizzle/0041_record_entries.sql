-- RECORD-2, RECORD-3 (issue 34): the lists a patient keeps in their record, some copied from a finished check-in.
CREATE TABLE "record_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"details" text,
	"started_on" date,
	"ended_on" date,
	"source" text NOT NULL,
	"source_appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_entries_list_check" CHECK ("record_entries"."list" in ('medications', 'allergies', 'conditions')),
	CONSTRAINT "record_entries_source_check" CHECK ("record_entries"."source" in ('patient', 'check_in')),
	CONSTRAINT "record_entries_name_check" CHECK (char_length("record_entries"."name") between 1 and 200),
	CONSTRAINT "record_entries_dates_check" CHECK ("record_entries"."started_on" is null or "record_entries"."ended_on" is null or "record_entries"."ended_on" >= "record_entries"."started_on")
);
--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_entries" ADD CONSTRAINT "record_entries_source_appointment_id_appointments_id_fk" FOREIGN KEY ("source_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_entries_name_key" ON "record_entries" USING btree ("patient_id","list",lower("name"));
