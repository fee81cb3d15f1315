CREATE TABLE "visit_link_uses" (
	"nonce" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"action" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_link_uses_action_check" CHECK ("visit_link_uses"."action" in ('attend', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remind_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remind_in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_link_uses" ADD CONSTRAINT "visit_link_uses_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_link_uses_appointment_idx" ON "visit_link_uses" USING btree ("appointment_id");