ALTER TABLE "email_changes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "sends" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_changes" ADD COLUMN "last_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_messages" DROP CONSTRAINT "appointment_messages_status_check";--> statement-breakpoint
ALTER TABLE "appointment_messages" ADD CONSTRAINT "appointment_messages_status_check" CHECK ("appointment_messages"."status" in ('queued', 'sent', 'failed', 'dropped', 'not_sent'));
