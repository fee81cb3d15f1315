-- HOURS-1 to HOURS-4: doctors' own weeks, date overrides and locations (null: BOOK-2's week, the clinic's zone).
CREATE TABLE "doctor_date_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	CONSTRAINT "doctor_date_hours_period_check" CHECK (("doctor_date_hours"."start_time" is null and "doctor_date_hours"."end_time" is null) or ("doctor_date_hours"."start_time" is not null and "doctor_date_hours"."end_time" is not null and "doctor_date_hours"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "doctor_date_hours"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "doctor_date_hours"."start_time" < "doctor_date_hours"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "doctor_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "doctor_hours_weekday_check" CHECK ("doctor_hours"."weekday" between 0 and 6),
	CONSTRAINT "doctor_hours_period_check" CHECK ("doctor_hours"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "doctor_hours"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "doctor_hours"."start_time" < "doctor_hours"."end_time")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "slot_minutes" integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "doctor_date_hours" ADD CONSTRAINT "doctor_date_hours_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_date_hours_doctor_idx" ON "doctor_date_hours" USING btree ("doctor_id","date");--> statement-breakpoint
CREATE INDEX "doctor_hours_doctor_idx" ON "doctor_hours" USING btree ("doctor_id","weekday");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_slot_minutes_check" CHECK ("doctors"."slot_minutes" is null or "doctors"."slot_minutes" in (15, 20, 30, 45, 60));
