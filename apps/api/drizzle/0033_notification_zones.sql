-- TIME-5 (issue 31): the IANA zone the times a notice's text names are wall clock in (the zone of
-- the doctor's location when it was written); the bell adds it in words when the reader's clock
-- reads otherwise. Null: the notice names no time, or it was written before this column (the
-- clinic's zone, as every doctor's was then).
ALTER TABLE "notifications" ADD COLUMN "time_zone" text;
