-- SHELL-15, ABOUT-4 (issue 40.6): the clinic's own public content, set by staff; empty until they do.
ALTER TABLE "clinic_settings" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "about_figures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "about_partners" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- STAFF-19: the clinic's e-mailed answers to contact messages, and the status they lead to.
CREATE TABLE "contact_message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","sent_at");--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_status_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'handled', 'answered'));
