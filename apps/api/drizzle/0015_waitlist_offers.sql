-- WAIT-2, WAIT-3: offers of freed slots to the waitlist (slot_offers: one open offer, the hold, per slot), the
-- openings the jobs worker offers (slot_openings), and the booking details a waitlist entry keeps
-- for the offer's one-click booking.
CREATE TABLE "slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"next_time" text,
	"patient_id" uuid NOT NULL,
	"entry_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid,
	"emailed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_offers_status_check" CHECK ("slot_offers"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "slot_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "visit_type" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "is_insurance" boolean;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "insurance_provider" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "insurance_id" text;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_openings" ADD CONSTRAINT "slot_openings_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offers_open_slot_key" ON "slot_offers" USING btree ("doctor_id","date","time") WHERE "slot_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "slot_offers_slot_idx" ON "slot_offers" USING btree ("doctor_id","date","time");--> statement-breakpoint
CREATE INDEX "slot_offers_patient_idx" ON "slot_offers" USING btree ("patient_id","status");--> statement-breakpoint
CREATE INDEX "slot_openings_due_idx" ON "slot_openings" USING btree ("due_at");