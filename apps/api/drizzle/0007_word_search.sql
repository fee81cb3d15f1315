-- FIND-14: the location box matches words of the city ('boston ma' finds 'Boston, MA') with
-- `lower(city) ~ '(^|[^[:alnum:]])word'`, which a trigram index answers like LIKE. Partial, as
-- the listing only ever reads verified doctors. The btree on lower(city) stays: the location
-- suggestions walk it in order.
CREATE INDEX "doctors_listed_city_trgm_idx" ON "doctors" USING gin (lower("city") gin_trgm_ops) WHERE "doctors"."verified";
