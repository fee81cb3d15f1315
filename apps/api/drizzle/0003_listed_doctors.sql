-- doctors.verified means "listed": verified by staff and the account active. Deactivating an
-- account clears it; reactivating sets it again when staff had verified the doctor, which
-- reviewed_at records (doctors verified before reviews were recorded get their creation time).
UPDATE "doctors" SET "reviewed_at" = "created_at" WHERE "verified" AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "doctors" AS d SET "verified" = false FROM "users" AS u WHERE u."id" = d."user_id" AND u."status" = 'disabled';
