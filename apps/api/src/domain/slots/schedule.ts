// HOURS-1 to HOURS-4: the one function that says which slots a doctor has on a date lives in
// the contracts (@clinvia/contracts/schedule-slots), pure, so the seed (db layer) and the
// doctor's preview use the very same one; the domain's readers import it from here.
export * from '@clinvia/contracts/schedule-slots';
