-- MSG-UI-6 (issue 32): the thread a new-message notice is about, so the bell leads to the thread
-- itself rather than the list (its text still names nothing of it). Null: not a message notice,
-- written before this column, or the thread is gone (then the notice leads to the list).
ALTER TABLE "notifications" ADD COLUMN "thread_id" uuid REFERENCES "threads"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Erasing a patient deletes their threads: each clears its notices' column through this index.
CREATE INDEX "notifications_thread_idx" ON "notifications" ("thread_id") WHERE "thread_id" IS NOT NULL;
