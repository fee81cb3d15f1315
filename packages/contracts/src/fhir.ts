import { z } from 'zod';

// FHIR-1 to FHIR-6: the patient's record as FHIR R4 resources, read-only (apps/api/src/domain/fhir).
// The resources are written by the API's mapping and validated in its tests against the FHIR R4
// JSON schema; here they are described only as far as a client needs to route them.

/** The media type of every FHIR answer (FHIR R4 §3.1.0.1.8). */
export const fhirJsonType = 'application/fhir+json';

export const fhirMessages = {
  patientNotFound: 'No patient with this id.',
  notYourPatient: 'You have no visit with this patient, so you cannot read their record.',
  patientRequired: 'Name the patient: patient=<id> or patient=Patient/<id>',
};

const idField = z.uuid({ error: 'The patient id must be a valid id' });

export const fhirPatientParamsSchema = z.object({ id: idField });

/** `patient=<id>` or `patient=Patient/<id>`, as FHIR search references are written. */
export const fhirAppointmentQuerySchema = z.object({
  patient: z
    .string({ error: fhirMessages.patientRequired })
    .transform((value) => value.replace(/^Patient\//, ''))
    .pipe(z.uuid({ error: fhirMessages.patientRequired })),
});

/** Any FHIR R4 resource: `resourceType` and the elements the specification gives it. */
export const fhirResourceSchema = z
  .looseObject({ resourceType: z.string() })
  .describe('A FHIR R4 resource (application/fhir+json), validated against the FHIR R4 JSON schema in the API’s tests')
  .meta({ id: 'FhirResource' });

/** A FHIR R4 Bundle: the patient's `$everything` (searchset) or the downloaded record (collection). */
export const fhirBundleSchema = z
  .looseObject({ resourceType: z.literal('Bundle'), type: z.enum(['searchset', 'collection']), entry: z.array(z.looseObject({ fullUrl: z.string(), resource: fhirResourceSchema })).optional() })
  .describe('A FHIR R4 Bundle (application/fhir+json)')
  .meta({ id: 'FhirBundle' });

/** FHIR-5: the readable PDF of the record. */
export const recordPdfBodySchema = z.any().describe('The patient’s record as a readable PDF');
