-- HOURS-7: a booking the doctor keeps although new hours leave it outside ('YYYY-MM-DD HH:MM' of the kept slot).
ALTER TABLE "appointments" ADD COLUMN "kept_outside_hours_slot" text;
