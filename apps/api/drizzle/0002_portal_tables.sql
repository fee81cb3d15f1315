CREATE TABLE "ambulance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"location" text,
	"description" text,
	"pickup_address" text,
	"transport_date" date,
	"transport_time" text,
	"transport_type" text,
	"equipment_needed" boolean DEFAULT false NOT NULL,
	"staff_assistance" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"staff_notes" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambulance_requests_kind_check" CHECK ("ambulance_requests"."kind" in ('emergency', 'transport')),
	CONSTRAINT "ambulance_requests_status_check" CHECK ("ambulance_requests"."status" in ('new', 'dispatched', 'scheduled', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "appointment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"appointment_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"from_slot" text,
	"to_slot" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"handled_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "doctor_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_time_off_time_check" CHECK ("doctor_time_off"."time" is null or "doctor_time_off"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "patient_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the seeded administrator could be approved: approved staff are administrators.
UPDATE "staff" SET "administrator" = true WHERE "approved";--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_requests_reference_key" ON "ambulance_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ambulance_requests_status_created_idx" ON "ambulance_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_new_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."status" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_time_off_slot_key" ON "doctor_time_off" USING btree ("doctor_id","date",coalesce("time", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_key" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- The rule is new: where a patient already holds two active appointments at one date and time,
-- the later booking is cancelled so the index can be built.
UPDATE "appointments" AS a SET "status" = 'cancelled', "status_reason" = 'Cancelled: you already had an appointment at this time.', "updated_at" = now()
WHERE a."status" in ('pending', 'confirmed') AND EXISTS (
  SELECT 1 FROM "appointments" b
  WHERE b."patient_id" = a."patient_id" AND b."appointment_date" = a."appointment_date" AND b."appointment_time" = a."appointment_time"
    AND b."status" in ('pending', 'confirmed') AND (b."created_at", b."id") < (a."created_at", a."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_patient_active_slot_key" ON "appointments" USING btree ("patient_id","appointment_date","appointment_time") WHERE "appointments"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "audit_log_patient_idx" ON "audit_log" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");