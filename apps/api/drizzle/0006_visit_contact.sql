ALTER TABLE "appointments" RENAME COLUMN "patient_name" TO "contact_name";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "patient_email" TO "contact_email";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "patient_phone" TO "contact_phone";