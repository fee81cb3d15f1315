-- SUMMARY-3, SUMMARY-4 (issue 34): an addendum to a signed summary tells the patient by an e-mail
-- without health information, as signing does: a new kind of appointment message.
ALTER TABLE "appointment_messages" DROP CONSTRAINT "appointment_messages_kind_check";--> statement-breakpoint
ALTER TABLE "appointment_messages" ADD CONSTRAINT "appointment_messages_kind_check" CHECK ("appointment_messages"."kind" in ('booked', 'confirmed', 'declined', 'rescheduled', 'cancelled', 'completed', 'no_show', 'reminder', 'summary_ready', 'summary_amended'));
