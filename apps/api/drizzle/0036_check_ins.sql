-- CHECKIN-1 to CHECKIN-7 (issue 33): a patient's e-check-in for one appointment, and the clinic's window.
ALTER TABLE "clinic_settings" ADD COLUMN "check_in_open_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"current_step" text DEFAULT 'contact' NOT NULL,
	"contact" jsonb,
	"contact_confirmed_at" timestamp with time zone,
	"insurance_mode" text,
	"insurance_provider" text,
	"insurance_member_number" text,
	"card_front_file_id" uuid,
	"card_back_file_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"insurance_verified_at" timestamp with time zone,
	"insurance_verified_by" uuid,
	CONSTRAINT "check_ins_state_check" CHECK ("check_ins"."state" in ('in_progress', 'completed')),
	CONSTRAINT "check_ins_step_check" CHECK ("check_ins"."current_step" in ('contact', 'insurance', 'questionnaires', 'consents', 'review')),
	CONSTRAINT "check_ins_insurance_check" CHECK ("check_ins"."insurance_mode" is null or "check_ins"."insurance_mode" = 'self_pay' or ("check_ins"."insurance_provider" is not null and "check_ins"."insurance_member_number" is not null)),
	CONSTRAINT "check_ins_completed_check" CHECK (("check_ins"."state" = 'completed') = ("check_ins"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_card_front_file_id_files_id_fk" FOREIGN KEY ("card_front_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_card_back_file_id_files_id_fk" FOREIGN KEY ("card_back_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_insurance_verified_by_users_id_fk" FOREIGN KEY ("insurance_verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_appointment_key" ON "check_ins" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "check_ins_patient_idx" ON "check_ins" USING btree ("patient_id");
