-- LOC-1 to LOC-6, HOURS-9 (issue 31.4): locations managed by staff, one marked default (its zone is
-- CLINIC_TIME_ZONE, so null here), a location per period of a doctor's hours, and the location a
-- booking was made at, kept on the appointment.
ALTER TABLE "locations" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_default_key" ON "locations" USING btree ("is_default") WHERE "locations"."is_default";--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_default_zone_check" CHECK (not "locations"."is_default" or ("locations"."time_zone" is null and "locations"."retired_at" is null));--> statement-breakpoint
INSERT INTO "locations" ("name", "address", "time_zone", "is_default") VALUES ('Main clinic', '', NULL, true);--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_date_hours" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "doctor_date_hours" ADD CONSTRAINT "doctor_date_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Bookings made before: at the doctor's location then (the only one a doctor had).
UPDATE "appointments" SET "location_id" = coalesce((SELECT "location_id" FROM "doctors" WHERE "doctors"."user_id" = "appointments"."doctor_id"), (SELECT "id" FROM "locations" WHERE "is_default"));
