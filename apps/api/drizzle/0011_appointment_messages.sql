CREATE TABLE "appointment_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"actor_role" text,
	"recipient" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_messages_kind_check" CHECK ("appointment_messages"."kind" in ('booked', 'confirmed', 'declined', 'rescheduled', 'cancelled', 'completed', 'no_show', 'reminder')),
	CONSTRAINT "appointment_messages_status_check" CHECK ("appointment_messages"."status" in ('queued', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_messages" ADD CONSTRAINT "appointment_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_messages_once_key" ON "appointment_messages" USING btree ("appointment_id","kind","sequence","due_at");--> statement-breakpoint
CREATE INDEX "appointment_messages_undispatched_idx" ON "appointment_messages" USING btree ("due_at") WHERE "appointment_messages"."status" = 'queued' and "appointment_messages"."job_id" is null;--> statement-breakpoint
CREATE INDEX "appointment_messages_status_idx" ON "appointment_messages" USING btree ("status","due_at");