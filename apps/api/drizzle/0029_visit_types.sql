-- VISIT-1, VISIT-2: the visit types a doctor (or, as the default, a specialization) offers, each
-- with its length in slots. BOOK-20's two-slot types become rows: a doctor who had set some keeps
-- the four types, those of two slots as before.
CREATE TABLE "visit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid,
	"specialization" text,
	"appointment_type" text NOT NULL,
	"slots" integer NOT NULL,
	CONSTRAINT "visit_types_owner_check" CHECK (("visit_types"."doctor_id" is null) <> ("visit_types"."specialization" is null)),
	CONSTRAINT "visit_types_type_check" CHECK ("visit_types"."appointment_type" in ('New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation')),
	CONSTRAINT "visit_types_slots_check" CHECK ("visit_types"."slots" between 1 and 2)
);
--> statement-breakpoint
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_types_doctor_key" ON "visit_types" USING btree ("doctor_id","appointment_type") WHERE "visit_types"."doctor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_types_specialization_key" ON "visit_types" USING btree ("specialization","appointment_type") WHERE "visit_types"."specialization" is not null;--> statement-breakpoint
INSERT INTO "visit_types" ("doctor_id", "appointment_type", "slots")
SELECT "doctors"."user_id", offered.type, case when offered.type = any("doctors"."two_slot_visit_types") then 2 else 1 end
FROM "doctors" CROSS JOIN unnest(array['New Patient Visit', 'Follow-up', 'Annual Physical', 'Consultation']) AS offered(type)
WHERE cardinality("doctors"."two_slot_visit_types") > 0;--> statement-breakpoint
ALTER TABLE "doctors" DROP COLUMN "two_slot_visit_types";
