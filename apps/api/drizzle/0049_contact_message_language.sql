-- I18N-10 (issue 36): the language a contact message was written in, 'en' or 'es'
-- (packages/contracts/src/ui-language.ts): the request's language when the Contact form posts it
-- (the web sends Accept-Language with the page's), so the clinic's answer is written in it.
-- Messages stored before this migration keep English.
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'es'));
