-- SUMMARY-1 to SUMMARY-8 (issue 34): after-visit summaries, their addenda, and the e-mail that says one is ready.
CREATE TABLE "visit_summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"medications_started" text[] DEFAULT '{}'::text[] NOT NULL,
	"medications_changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"medications_stopped" text[] DEFAULT '{}'::text[] NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"follow_up_value" integer,
	"follow_up_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "visit_summaries_status_check" CHECK ("visit_summaries"."status" in ('draft', 'signed')),
	CONSTRAINT "visit_summaries_signed_check" CHECK (("visit_summaries"."status" = 'signed') = ("visit_summaries"."signed_at" is not null)),
	CONSTRAINT "visit_summaries_follow_up_check" CHECK (("visit_summaries"."follow_up_value" is null) = ("visit_summaries"."follow_up_unit" is null) and ("visit_summaries"."follow_up_value" is null or "visit_summaries"."follow_up_value" between 1 and 99) and ("visit_summaries"."follow_up_unit" is null or "visit_summaries"."follow_up_unit" in ('days', 'weeks', 'months')))
);
--> statement-breakpoint
ALTER TABLE "visit_summaries" ADD CONSTRAINT "visit_summaries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summaries" ADD CONSTRAINT "visit_summaries_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summaries" ADD CONSTRAINT "visit_summaries_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_summaries_appointment_key" ON "visit_summaries" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "visit_summaries_patient_idx" ON "visit_summaries" USING btree ("patient_id");--> statement-breakpoint
CREATE TABLE "visit_summary_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"summary_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_summary_addenda" ADD CONSTRAINT "visit_summary_addenda_summary_id_visit_summaries_id_fk" FOREIGN KEY ("summary_id") REFERENCES "public"."visit_summaries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_summary_addenda" ADD CONSTRAINT "visit_summary_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_summary_addenda_summary_idx" ON "visit_summary_addenda" USING btree ("summary_id","created_at");--> statement-breakpoint
-- SUMMARY-2, SUMMARY-3: a signed summary and an addendum are never changed or removed, by the
-- product or by anyone with SQL: the database refuses the statement (a draft stays editable).
CREATE FUNCTION "refuse_change_of_signed_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% of % is not allowed: a signed visit summary is never changed, only amended', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "visit_summaries_signed_unchangeable" BEFORE UPDATE OR DELETE ON "visit_summaries" FOR EACH ROW WHEN (OLD."status" = 'signed') EXECUTE FUNCTION "refuse_change_of_signed_summary"();--> statement-breakpoint
CREATE TRIGGER "visit_summary_addenda_unchangeable" BEFORE UPDATE OR DELETE ON "visit_summary_addenda" FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_signed_summary"();--> statement-breakpoint
-- SUMMARY-4: the e-mail that says a summary is ready travels as an appointment message.
ALTER TABLE "appointment_messages" DROP CONSTRAINT "appointment_messages_kind_check";--> statement-breakpoint
ALTER TABLE "appointment_messages" ADD CONSTRAINT "appointment_messages_kind_check" CHECK ("appointment_messages"."kind" in ('booked', 'confirmed', 'declined', 'rescheduled', 'cancelled', 'completed', 'no_show', 'reminder', 'summary_ready'));
