-- FIND-14's city filter, `lower(city) ~ '(^|[^[:alnum:]])word'`, goes through the partial trigram
-- index doctors_listed_city_trgm_idx. PostgreSQL keeps no statistics for an expression that only
-- a partial index holds, so it guessed one matching doctor in 12,505 and sorted every match
-- instead of walking the listing's sort index (26 req/s against 4,872 on 100,000 doctors,
-- docs/performance.md). Expression statistics give it the cities' frequencies (the listing plans a
-- city filter for its values, modules/doctors/service.ts); ANALYZE fills them now rather than at
-- the next autovacuum.
CREATE STATISTICS IF NOT EXISTS "doctors_lower_city_stats" ON (lower("city")) FROM "doctors";--> statement-breakpoint
ANALYZE "doctors";
