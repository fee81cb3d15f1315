CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" text NOT NULL,
	"appointment_type" text NOT NULL,
	"reason" text NOT NULL,
	"is_insurance" boolean DEFAULT false NOT NULL,
	"insurance_provider" text,
	"insurance_id" text,
	"patient_name" text NOT NULL,
	"patient_email" text NOT NULL,
	"patient_phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_check" CHECK ("appointments"."appointment_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"request_id" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"specialization" text NOT NULL,
	"qualifications" text NOT NULL,
	"experience_years" integer NOT NULL,
	"consultation_fee" numeric(10, 2) NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"face_url" text,
	"city" text,
	"clinic_address" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_rating_check" CHECK ("doctors"."rating" between 0 and 5),
	CONSTRAINT "doctors_fee_check" CHECK ("doctors"."consultation_fee" >= 0),
	CONSTRAINT "doctors_experience_check" CHECK ("doctors"."experience_years" between 0 and 80)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "patients_gender_check" CHECK ("patients"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "patients_age_check" CHECK ("patients"."age" between 0 and 150)
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"department" text NOT NULL,
	"position" text NOT NULL,
	"employee_id" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('patient', 'doctor', 'staff')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'pending', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_key" ON "appointments" USING btree ("doctor_id","appointment_date","appointment_time") WHERE "appointments"."status" in ('pending', 'confirmed');--> statement-breakpoint
CREATE INDEX "appointments_patient_date_idx" ON "appointments" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_doctor_date_idx" ON "appointments" USING btree ("doctor_id","appointment_date");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "doctors_listed_recommended_idx" ON "doctors" USING btree ("trending" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_rating_idx" ON "doctors" USING btree ("rating" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_experience_idx" ON "doctors" USING btree ("experience_years" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_fee_idx" ON "doctors" USING btree ("consultation_fee","user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_specialization_idx" ON "doctors" USING btree ("specialization") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_city_idx" ON "doctors" USING btree (lower("city")) WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_search_trgm_idx" ON "doctors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));