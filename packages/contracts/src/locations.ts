import { z } from 'zod';

// LOC-1 to LOC-4: the clinic's locations as staff manage them (name, address, IANA zone), and the
// location each slot and booking is at (HOURS-9, LOC-5). One set of rules for the console's form
// and the API (ENG-2).

export const locationMessages = {
  name: 'Please give the location a name (at most 100 characters)',
  address: 'Please give the street address (at most 200 characters)',
  timeZone: 'Please choose a time zone from the list (an IANA zone such as America/Denver)',
  defaultZone: 'The default location’s zone is the clinic’s own (CLINIC_TIME_ZONE); it is set in the configuration, not here',
  id: 'The location id must be a valid id',
  notFound: 'There is no location with this id.',
  inUse: 'This location is still in some doctor’s hours or is a doctor’s own location: move those hours first.',
  isDefault: 'The default location cannot be retired.',
  zoneInUse: 'Doctors’ hours use this location: its time zone cannot change while they do (their slots would move).',
  retired: 'This location is retired: choose another one.',
  otherZone: 'This location is in another time zone than the doctor’s own: all of a doctor’s periods share one zone',
  created: 'Location added.',
  saved: 'Location saved.',
  retiredDone: 'Location retired.',
} as const;

/** LOC-2: the IANA zones this runtime knows (its canonical list, which leaves out UTC), the ones the console offers. */
export function timeZoneChoices(): readonly string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone')];
}

/** Whether `zone` is an IANA zone by its canonical name: one of `timeZoneChoices()`, or one this runtime names so itself. */
export function isTimeZoneChoice(zone: string): boolean {
  if (timeZoneChoices().includes(zone)) return true;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
}

const name = z.string({ error: locationMessages.name }).trim().min(1, locationMessages.name).max(100, locationMessages.name);
const address = z.string({ error: locationMessages.address }).trim().min(1, locationMessages.address).max(200, locationMessages.address);
const timeZone = z.string({ error: locationMessages.timeZone }).trim().refine(isTimeZoneChoice, locationMessages.timeZone);

/** POST a location (LOC-2). */
export const locationCreateSchema = z.object({ name, address, time_zone: timeZone }).meta({ id: 'LocationCreate' });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

/** PUT a location: the default one keeps the clinic's zone, so its `time_zone` may be left out (LOC-1). */
export const locationUpdateSchema = z.object({ name, address, time_zone: timeZone.optional() }).meta({ id: 'LocationUpdate' });
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const locationPathSchema = z.object({ id: z.uuid({ error: locationMessages.id }) });

/** Where a slot or a booking is (HOURS-9, LOC-5): enough for a patient to get there. */
const placeObject = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  time_zone: z.string().describe('IANA zone of the location; the slot times are wall clock in it'),
});
export const placeSchema = placeObject.meta({ id: 'Place' });
/** A place or null, inline: OpenAPI 3.0 cannot make a referenced schema nullable. */
export const optionalPlaceSchema = placeObject.nullable();
export type Place = z.infer<typeof placeSchema>;

/** A location as staff see it (LOC-1). */
export const locationSchema = placeSchema
  .extend({
    is_default: z.boolean().describe('The clinic’s default location: doctors without one work here; its zone is CLINIC_TIME_ZONE'),
    retired: z.boolean(),
    doctors: z.number().int().describe('Doctors whose own location this is or whose hours (week, or a date from today on) name it'),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

export const locationListSchema = z.object({ locations: z.array(locationSchema), time_zones: z.array(z.string()) }).meta({ id: 'LocationList' });
export type LocationList = z.infer<typeof locationListSchema>;

export const locationAnswerSchema = z.object({ message: z.string(), location: locationSchema }).meta({ id: 'LocationAnswer' });

/** LOC-5: a place in one line, as e-mails, calendar files and screens say it ('Clinvia Denver, 1600 Champa St, Denver, CO'). */
export function placeLine(place: { name: string; address: string }): string {
  return [place.name, place.address].filter((part) => part.trim() !== '').join(', ');
}

/**
 * LOC-5: where a visit is in one line: its location, with the doctor's clinic address when the
 * location has none yet (the default location until staff give it one), else that address alone.
 */
export function visitPlaceLine(place: { name: string; address: string } | null, clinicAddress: string | null): string | null {
  if (place === null) return clinicAddress;
  if (place.address.trim() === '' && clinicAddress !== null && clinicAddress.trim() !== '') return `${place.name}, ${clinicAddress}`;
  return placeLine(place);
}
export type LocationAnswer = z.infer<typeof locationAnswerSchema>;
