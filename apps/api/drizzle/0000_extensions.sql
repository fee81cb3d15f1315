-- Trigram search over doctors, and btree_gist for exclusion constraints in later migrations.
-- PGlite loads both as extensions at creation (src/db/client.ts); PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
