-- Issue 39.2: the doctor portal's and the staff console's patient search (part of the account
-- holder's or the contact's name, any case) through trigram indexes (domain/appointments/list.ts).
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_contact_name_trgm_idx" ON "appointments" USING gin (lower("contact_name") gin_trgm_ops);
