import type { PatientRecord } from './record';
import {
  appointmentResource,
  communicationResource,
  consentDocumentResource,
  consentResource,
  encounterResource,
  listEntryResource,
  patientResource,
  practitionerResource,
  questionnaireResponseResource,
  uploadedDocumentResource,
  visitSummaryDocumentResource,
  type AppointmentSource,
  type FhirResource,
  type PatientSource,
} from './resources';

// FHIR-2: the patient's record as one Bundle: a `searchset` for `Patient/{id}/$everything` (the
// patient the match, the rest included), a `collection` for the downloaded file (FHIR-5).

export type BundleType = 'searchset' | 'collection';

/** Every resource of the record, the Patient first. */
export function recordResources(record: PatientRecord, fhirBase: string): FhirResource[] {
  const { patient } = record;
  const visitOf = new Map(record.appointments.map((visit) => [visit.id, visit]));
  return [
    patientResource(patient),
    ...record.practitioners.map(practitionerResource),
    ...record.appointments.map((visit) => appointmentResource(visit, patient)),
    ...record.appointments.filter((visit) => visit.status === 'completed').map((visit) => encounterResource(visit, patient)),
    ...record.summaries.map((summary) => visitSummaryDocumentResource(summary, patient, visitOf.get(summary.appointment_id))),
    ...record.entries.map((entry) => listEntryResource(entry, patient, record.today)),
    ...record.responses.map((response) => questionnaireResponseResource(response, patient, fhirBase)),
    ...record.signatures.flatMap((signature) => [consentResource(signature, patient), consentDocumentResource(signature, patient)]),
    ...record.documents.map((document) => uploadedDocumentResource(document, patient)),
    ...record.messages.map((message) => communicationResource(message, patient)),
  ];
}

export interface BundleOptions {
  type: BundleType;
  fhirBase: string;
  now: Date;
  /** The search's own address (searchset). */
  self?: string;
  /** The resource type the search asked for: those are `match`, the rest `include`. */
  matchType?: string;
}

export function bundleOf(resources: readonly FhirResource[], options: BundleOptions): FhirResource {
  const { type, fhirBase, now } = options;
  const matchType = options.matchType ?? 'Patient';
  return {
    resourceType: 'Bundle',
    meta: { lastUpdated: now.toISOString() },
    type,
    ...(type === 'collection' ? { timestamp: now.toISOString() } : { total: resources.filter((resource) => resource.resourceType === matchType).length }),
    ...(options.self === undefined ? {} : { link: [{ relation: 'self', url: options.self }] }),
    entry: resources.map((resource) => ({
      fullUrl: `${fhirBase}/${resource.resourceType}/${resource.id ?? ''}`,
      resource,
      ...(type === 'searchset' ? { search: { mode: resource.resourceType === matchType ? 'match' : 'include' } } : {}),
    })),
  };
}

/** FHIR-3: `Appointment?patient=…`: the patient's appointments. */
export function appointmentResources(patient: PatientSource, visits: readonly AppointmentSource[]): FhirResource[] {
  return visits.map((visit) => appointmentResource(visit, patient));
}
