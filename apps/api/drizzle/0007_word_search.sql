-- FIND-14: the location box matches words of the city ('boston ma' finds 'Boston, MA') with
-- `lower(city) ~ '(^|[^[:alnum:]])word'`, which a trigram index answers like LIKE (partial: the
-- listing reads verified doctors only; the btree on lower(city) stays for the suggestions).
-- FIND-15: every listing sort puts doctors taking bookings first, so each sort index starts
-- with "available".
DROP INDEX "doctors_listed_recommended_idx";--> statement-breakpoint
DROP INDEX "doctors_listed_rating_idx";--> statement-breakpoint
DROP INDEX "doctors_listed_experience_idx";--> statement-breakpoint
DROP INDEX "doctors_listed_fee_idx";--> statement-breakpoint
CREATE INDEX "doctors_listed_city_trgm_idx" ON "doctors" USING gin (lower("city") gin_trgm_ops) WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_recommended_idx" ON "doctors" USING btree ("available" DESC NULLS FIRST,"trending" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_rating_idx" ON "doctors" USING btree ("available" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_experience_idx" ON "doctors" USING btree ("available" DESC NULLS FIRST,"experience_years" DESC NULLS FIRST,"user_id") WHERE "doctors"."verified";--> statement-breakpoint
CREATE INDEX "doctors_listed_fee_idx" ON "doctors" USING btree ("available" DESC NULLS FIRST,"consultation_fee","user_id") WHERE "doctors"."verified";