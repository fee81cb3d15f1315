-- MSG-1 to MSG-11 (issue 32): secure messages between patients and their care team.
ALTER TABLE "clinic_settings" ADD COLUMN "thread_answer_business_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "thread_daily_limit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"doctor_id" uuid,
	"assigned_staff_id" uuid,
	"appointment_id" uuid,
	"created_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_author_role" text NOT NULL,
	"last_clinic_author_id" uuid,
	"message_count" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"answer_due_at" timestamp with time zone,
	"clinic_read_at" timestamp with time zone,
	"patient_read_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "threads_topic_check" CHECK ("threads"."topic" in ('appointment', 'medication', 'result', 'billing', 'other')),
	CONSTRAINT "threads_last_author_check" CHECK ("threads"."last_author_role" in ('patient', 'staff', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_last_clinic_author_id_users_id_fk" FOREIGN KEY ("last_clinic_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "threads_patient_idx" ON "threads" USING btree ("patient_id","last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "threads_patient_day_idx" ON "threads" USING btree ("patient_id","created_day");--> statement-breakpoint
CREATE INDEX "threads_doctor_idx" ON "threads" USING btree ("doctor_id","last_message_at") WHERE "threads"."doctor_id" is not null;--> statement-breakpoint
CREATE INDEX "threads_staff_idx" ON "threads" USING btree ("assigned_staff_id","last_message_at") WHERE "threads"."assigned_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "threads_open_idx" ON "threads" USING btree ("last_message_at") WHERE "threads"."closed_at" is null;--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_author_check" CHECK ("thread_messages"."author_role" in ('patient', 'staff', 'doctor')),
	CONSTRAINT "thread_messages_body_check" CHECK (char_length("thread_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE TABLE "thread_message_files" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "thread_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "thread_message_files" ADD CONSTRAINT "thread_message_files_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_files" ADD CONSTRAINT "thread_message_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_message_files" ADD CONSTRAINT "thread_message_files_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_message_files_file_key" ON "thread_message_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "thread_message_files_thread_idx" ON "thread_message_files" USING btree ("thread_id");--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "thread_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "thread_emails_status_check" CHECK ("thread_emails"."status" in ('queued', 'sent', 'not_sent'))
);
--> statement-breakpoint
ALTER TABLE "thread_emails" ADD CONSTRAINT "thread_emails_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_emails" ADD CONSTRAINT "thread_emails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_emails_recent_idx" ON "thread_emails" USING btree ("thread_id","recipient_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "thread_emails_queued_idx" ON "thread_emails" USING btree ("created_at") WHERE "thread_emails"."status" = 'queued';--> statement-breakpoint
CREATE TABLE "thread_notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thread_notification_preferences" ADD CONSTRAINT "thread_notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- MSG-10: every notification, whoever writes it, is announced on commit to every replica listening
-- (the bell's live stream); the payload is the recipient's id only.
CREATE FUNCTION "notifications_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('clinvia_notifications', NEW.user_id::text);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_announce" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notifications_announce"();
