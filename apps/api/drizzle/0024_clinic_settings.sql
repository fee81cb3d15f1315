-- SHELL-15, ABOUT-4 (issue 40.6): the clinic's own public content, set by staff; empty until they do.
ALTER TABLE "clinic_settings" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "about_figures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clinic_settings" ADD COLUMN "about_partners" jsonb DEFAULT '[]'::jsonb NOT NULL;
