import type { QuestionnaireResponse as StoredResponse } from '@clinvia/contracts/questionnaire';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { summaryText } from './summary-text';

// FHIR-1: our rows as FHIR R4 resources (DESIGN: FHIR at the edges, our schema inside). Pure
// functions of plain values: `record.ts` reads the rows, `bundle.ts` puts the resources together.
// US Core (6.1.0) profiles are named in meta.profile where one applies and its required elements
// are there (README.md beside this file says which). Every resource these functions write is
// validated in tests against the FHIR R4 JSON schema.

/** A FHIR R4 resource as JSON: its type, id and the elements the specification gives it. */
export interface FhirResource {
  resourceType: string;
  id?: string;
  [element: string]: unknown;
}

export interface Reference {
  reference?: string;
  display?: string;
}

const usCore = (name: string) => `http://hl7.org/fhir/us/core/StructureDefinition/${name}`;

export const usCoreProfiles = {
  Patient: usCore('us-core-patient'),
  Practitioner: usCore('us-core-practitioner'),
  Encounter: usCore('us-core-encounter'),
  QuestionnaireResponse: usCore('us-core-questionnaireresponse'),
  DocumentReference: usCore('us-core-documentreference'),
  Condition: usCore('us-core-condition-problems-health-concerns'),
  AllergyIntolerance: usCore('us-core-allergyintolerance'),
} as const;

/** An id given by this system: its UUID as a URI (FHIR's `urn:ietf:rfc:3986` identifier system). */
function uuidIdentifier(id: string) {
  return { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${id}` };
}

const loinc = 'http://loinc.org';
/** LOINC 59284-0 'Patient Consent': the category of a Consent and the type of its signed document. */
const consentDocument = { coding: [{ system: loinc, code: '59284-0', display: 'Patient Consent' }], text: 'Signed consent' };
/** LOINC 34133-9 'Summary of episode note': the type of a signed after-visit summary (SUMMARY-5). */
const episodeSummary = { coding: [{ system: loinc, code: '34133-9', display: 'Summary of episode note' }], text: 'Visit summary' };
const clinicalNote = { coding: [{ system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-documentreference-category', code: 'clinical-note', display: 'Clinical Note' }] };
const ambulatory = { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' };

/** 'Ada M. Lovelace' → family 'Lovelace', given ['Ada', 'M.']; one word is a family name alone. */
export function humanName(name: string): { use: 'official'; text: string; family: string; given?: string[] } {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  const family = words.at(-1) ?? name;
  const given = words.slice(0, -1);
  return { use: 'official', text: name, family, ...(given.length > 0 ? { given } : {}) };
}

export const ref = {
  patient: (id: string, display?: string): Reference => ({ reference: `Patient/${id}`, ...(display === undefined ? {} : { display }) }),
  practitioner: (id: string, display?: string): Reference => ({ reference: `Practitioner/${id}`, ...(display === undefined ? {} : { display }) }),
  appointment: (id: string): Reference => ({ reference: `Appointment/${id}` }),
  encounter: (id: string): Reference => ({ reference: `Encounter/${id}` }),
  documentReference: (id: string): Reference => ({ reference: `DocumentReference/${id}` }),
};

export interface PatientSource {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: 'male' | 'female' | 'other';
  /** The portal keeps an age, not a birth date, so Patient.birthDate is absent. */
  age: number;
  address: string;
}

/** FHIR-1: US Core Patient (identifier, name, gender; telecom and address where known). */
export function patientResource(patient: PatientSource): FhirResource {
  return {
    resourceType: 'Patient',
    id: patient.id,
    meta: { profile: [usCoreProfiles.Patient] },
    identifier: [{ use: 'usual', ...uuidIdentifier(patient.id) }],
    active: true,
    name: [humanName(patient.name)],
    telecom: [
      { system: 'phone', value: patient.phone },
      { system: 'email', value: patient.email },
    ].filter((point) => point.value !== ''),
    gender: patient.gender,
    ...(patient.address.trim() === '' ? {} : { address: [{ text: patient.address }] }),
  };
}

export interface PractitionerSource {
  id: string;
  name: string;
  specialization: string;
  qualifications: string;
  licenceNumber: string | null;
  licenceState: string | null;
}

/** FHIR-1: US Core Practitioner (identifier, name), the licence as a qualification. */
export function practitionerResource(doctor: PractitionerSource): FhirResource {
  const licence = doctor.licenceNumber === null ? [] : [{ identifier: [{ value: doctor.licenceNumber }], code: { text: `Medical licence${doctor.licenceState === null ? '' : `, ${doctor.licenceState}`}` } }];
  return {
    resourceType: 'Practitioner',
    id: doctor.id,
    meta: { profile: [usCoreProfiles.Practitioner] },
    identifier: [uuidIdentifier(doctor.id)],
    active: true,
    name: [{ ...humanName(doctor.name), prefix: ['Dr.'] }],
    qualification: [...licence, ...(doctor.qualifications.trim() === '' ? [] : [{ code: { text: `${doctor.qualifications} (${doctor.specialization})` } }])],
  };
}

export type VisitStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';

export interface AppointmentSource {
  id: string;
  doctorId: string;
  doctorName: string;
  /** When the visit starts and ends, as instants (from its date, time and zone). */
  start: Date;
  end: Date;
  appointmentType: string;
  reason: string;
  status: VisitStatus;
  statusReason: string | null;
  createdAt: Date;
}

const appointmentStatus: Record<VisitStatus, string> = { pending: 'pending', confirmed: 'booked', completed: 'fulfilled', cancelled: 'cancelled', no_show: 'noshow' };

/** FHIR-1: an Appointment (no US Core profile: US Core has none for R4 appointments). */
export function appointmentResource(visit: AppointmentSource, patient: PatientSource): FhirResource {
  const doctorAccepted = visit.status !== 'pending';
  return {
    resourceType: 'Appointment',
    id: visit.id,
    identifier: [uuidIdentifier(visit.id)],
    status: appointmentStatus[visit.status],
    ...(visit.status === 'cancelled' && visit.statusReason !== null ? { cancelationReason: { text: visit.statusReason } } : {}),
    appointmentType: { text: visit.appointmentType },
    ...(visit.reason.trim() === '' ? {} : { reasonCode: [{ text: visit.reason }] }),
    description: `${visit.appointmentType} with Dr. ${visit.doctorName}`,
    start: visit.start.toISOString(),
    end: visit.end.toISOString(),
    minutesDuration: Math.round((visit.end.getTime() - visit.start.getTime()) / 60_000),
    created: visit.createdAt.toISOString(),
    participant: [
      { actor: ref.patient(patient.id, patient.name), required: 'required', status: 'accepted' },
      { actor: ref.practitioner(visit.doctorId, `Dr. ${visit.doctorName}`), required: 'required', status: doctorAccepted ? 'accepted' : 'needs-action' },
    ],
  };
}

/** FHIR-1: a completed visit as a US Core Encounter (status, class, type, subject), its id the appointment's. */
export function encounterResource(visit: AppointmentSource, patient: PatientSource): FhirResource {
  return {
    resourceType: 'Encounter',
    id: visit.id,
    meta: { profile: [usCoreProfiles.Encounter] },
    identifier: [uuidIdentifier(visit.id)],
    status: 'finished',
    class: ambulatory,
    type: [{ text: visit.appointmentType }],
    subject: ref.patient(patient.id, patient.name),
    participant: [{ individual: ref.practitioner(visit.doctorId, `Dr. ${visit.doctorName}`) }],
    appointment: [ref.appointment(visit.id)],
    period: { start: visit.start.toISOString(), end: visit.end.toISOString() },
    ...(visit.reason.trim() === '' ? {} : { reasonCode: [{ text: visit.reason }] }),
  };
}

export interface ResponseSource {
  id: string;
  appointmentId: string;
  /** Whether that visit is completed, so the answers belong to its Encounter. */
  visitCompleted: boolean;
  questionnaireId: string;
  version: number;
  /** The questionnaire's title as that version had it. */
  title: string;
  response: StoredResponse;
  completedAt: Date | null;
  updatedAt: Date;
}

/** A canonical has no white space; a stored one named by a title gets the questionnaire's own. */
function canonicalOf(source: ResponseSource, fhirBase: string): string {
  const stored = source.response.questionnaire;
  return /\s/.test(stored) || stored === '' ? `${fhirBase}/Questionnaire/${source.questionnaireId}|${String(source.version)}` : stored;
}

/** FHIR-1: the stored answers (already FHIR R4 JSON, INTAKE-1) as a US Core QuestionnaireResponse. */
export function questionnaireResponseResource(source: ResponseSource, patient: PatientSource, fhirBase: string): FhirResource {
  // The stored JSON's own elements beside those written here (its canonical and time are replaced).
  const { item, status, authored } = source.response;
  return {
    resourceType: 'QuestionnaireResponse',
    id: source.id,
    meta: { profile: [usCoreProfiles.QuestionnaireResponse] },
    identifier: uuidIdentifier(source.id),
    questionnaire: canonicalOf(source, fhirBase),
    status,
    ...(item === undefined ? {} : { item }),
    subject: ref.patient(patient.id, patient.name),
    ...(source.visitCompleted ? { encounter: ref.encounter(source.appointmentId) } : {}),
    authored: (source.completedAt ?? (authored === undefined ? source.updatedAt : new Date(authored))).toISOString(),
    author: ref.patient(patient.id, patient.name),
    source: ref.patient(patient.id, patient.name),
  };
}

export interface FileSource {
  id: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: Date;
  bytes: Uint8Array;
}

function attachmentOf(file: FileSource, title: string) {
  return { contentType: file.contentType, data: Buffer.from(file.bytes).toString('base64'), size: file.size, title, creation: file.createdAt.toISOString() };
}

export interface SignatureSource {
  id: string;
  consentId: string;
  title: string;
  version: number;
  signedName: string;
  signedAt: Date;
  method: 'drawn' | 'typed';
  contentSha256: string;
  file: FileSource;
}

/** FHIR-1: a signed consent's PDF as a US Core DocumentReference, the PDF inside it. */
export function consentDocumentResource(signature: SignatureSource, patient: PatientSource): FhirResource {
  return {
    resourceType: 'DocumentReference',
    id: signature.file.id,
    meta: { profile: [usCoreProfiles.DocumentReference] },
    identifier: [uuidIdentifier(signature.file.id)],
    status: 'current',
    type: consentDocument,
    category: [clinicalNote],
    subject: ref.patient(patient.id, patient.name),
    date: signature.signedAt.toISOString(),
    author: [ref.patient(patient.id, patient.name)],
    description: `${signature.title}, version ${String(signature.version)}, signed by ${signature.signedName}`,
    content: [{ attachment: attachmentOf(signature.file, `${signature.title} (signed)`) }],
  };
}

/** FHIR-1: the signature as a Consent (active, the patient's), its PDF the source. */
export function consentResource(signature: SignatureSource, patient: PatientSource): FhirResource {
  return {
    resourceType: 'Consent',
    id: signature.id,
    identifier: [uuidIdentifier(signature.id)],
    status: 'active',
    scope: { text: signature.title },
    category: [consentDocument],
    patient: ref.patient(patient.id, patient.name),
    dateTime: signature.signedAt.toISOString(),
    performer: [ref.patient(patient.id, patient.name)],
    sourceReference: ref.documentReference(signature.file.id),
    policyRule: { text: `${signature.title}, version ${String(signature.version)} (SHA-256 of the signed content ${signature.contentSha256})` },
    verification: [{ verified: true, verifiedWith: ref.patient(patient.id, patient.name), verificationDate: signature.signedAt.toISOString() }],
  };
}

export interface DocumentSource {
  file: FileSource;
  /** What the document is, in words ('Insurance card, front'). */
  kind: string;
  uploadedBy: { id: string; role: string; name: string } | null;
  /** The visit it was given for, when there is one. */
  appointmentId: string | null;
}

/** FHIR-1: a document the patient uploaded (check-in card photos) as a US Core DocumentReference. */
export function uploadedDocumentResource(document: DocumentSource, patient: PatientSource): FhirResource {
  const author = document.uploadedBy === null ? [] : [document.uploadedBy.role === 'patient' ? ref.patient(document.uploadedBy.id, document.uploadedBy.name) : { display: document.uploadedBy.name }];
  return {
    resourceType: 'DocumentReference',
    id: document.file.id,
    meta: { profile: [usCoreProfiles.DocumentReference] },
    identifier: [uuidIdentifier(document.file.id)],
    status: 'current',
    type: { text: document.kind },
    category: [clinicalNote],
    subject: ref.patient(patient.id, patient.name),
    date: document.file.createdAt.toISOString(),
    ...(author.length === 0 ? {} : { author }),
    description: `${document.kind}: ${document.file.name}`,
    content: [{ attachment: attachmentOf(document.file, document.file.name) }],
    ...(document.appointmentId === null ? {} : { context: { related: [ref.appointment(document.appointmentId)] } }),
  };
}

/**
 * FHIR-1, SUMMARY-5: a signed visit summary, with its addenda, as a US Core DocumentReference
 * (LOINC 34133-9, category clinical-note): the doctor its author, signed at its date, the visit's
 * Encounter its context, the summary in words as a text/plain attachment (summary-text.ts, the
 * same words as the PDF). An amended summary is `docStatus` 'amended'. Only signed summaries come
 * here (visitSummariesFor never reads a draft).
 */
export function visitSummaryDocumentResource(summary: VisitSummary, patient: PatientSource, visit: AppointmentSource | undefined): FhirResource {
  const signedAt = summary.signed_at ?? summary.updated_at;
  const text = Buffer.from(summaryText(summary, summary.time_zone), 'utf8');
  const title = `Visit summary, ${summary.visit_date}, Dr. ${summary.doctor.name}`;
  // A summary is written only for a completed visit, which is an Encounter; should the visit be
  // no longer completed, the appointment alone is named (no reference to a resource not sent).
  const context = visit?.status === 'completed'
    ? { encounter: [ref.encounter(summary.appointment_id)], period: { start: visit.start.toISOString(), end: visit.end.toISOString() } }
    : { related: [ref.appointment(summary.appointment_id)] };
  return {
    resourceType: 'DocumentReference',
    id: summary.id,
    meta: { profile: [usCoreProfiles.DocumentReference] },
    identifier: [uuidIdentifier(summary.id)],
    status: 'current',
    docStatus: summary.addenda.length === 0 ? 'final' : 'amended',
    type: episodeSummary,
    category: [clinicalNote],
    subject: ref.patient(patient.id, patient.name),
    date: signedAt,
    author: [ref.practitioner(summary.doctor.id, `Dr. ${summary.doctor.name}`)],
    authenticator: ref.practitioner(summary.doctor.id, `Dr. ${summary.doctor.name}`),
    description: summary.addenda.length === 0 ? title : `${title}, with ${String(summary.addenda.length)} ${summary.addenda.length === 1 ? 'addendum' : 'addenda'}`,
    content: [{ attachment: { contentType: 'text/plain; charset=utf-8', language: 'en', data: text.toString('base64'), size: text.length, title, creation: signedAt } }],
    context,
  };
}

export interface MessageSource {
  id: string;
  threadId: string;
  topic: string;
  authorId: string | null;
  authorRole: 'patient' | 'staff' | 'doctor';
  authorName: string | null;
  /** The doctor the thread is routed to, if any. */
  doctor: { id: string; name: string } | null;
  appointmentId: string | null;
  body: string;
  createdAt: Date;
  /** The message it answers: the one before it in its thread. */
  previousId: string | null;
  attachments: FileSource[];
}

/** The clinic, for a message with no doctor named. */
const clinic: Reference = { display: 'Clinvia (the clinic)' };

function authorOf(message: MessageSource, patient: PatientSource): Reference {
  if (message.authorRole === 'patient') return ref.patient(patient.id, patient.name);
  if (message.authorRole === 'doctor' && message.authorId !== null) return ref.practitioner(message.authorId, `Dr. ${message.authorName ?? 'former doctor'}`);
  return { display: message.authorName === null ? 'Clinic staff' : `${message.authorName} (clinic staff)` };
}

/** FHIR-1: one message of a thread as a Communication, the thread its topic. */
export function communicationResource(message: MessageSource, patient: PatientSource): FhirResource {
  const recipient = message.authorRole === 'patient' ? (message.doctor === null ? clinic : ref.practitioner(message.doctor.id, `Dr. ${message.doctor.name}`)) : ref.patient(patient.id, patient.name);
  return {
    resourceType: 'Communication',
    id: message.id,
    identifier: [uuidIdentifier(message.id)],
    status: 'completed',
    subject: ref.patient(patient.id, patient.name),
    topic: { text: `Message thread about ${message.topic} (${message.threadId})` },
    ...(message.appointmentId === null ? {} : { about: [ref.appointment(message.appointmentId)] }),
    ...(message.previousId === null ? {} : { inResponseTo: [{ reference: `Communication/${message.previousId}` }] }),
    sent: message.createdAt.toISOString(),
    sender: authorOf(message, patient),
    recipient: [recipient],
    payload: [{ contentString: message.body }, ...message.attachments.map((file) => ({ contentAttachment: attachmentOf(file, file.name) }))],
  };
}

/** An entry of a list the patient keeps (RECORD-2): what they told us, never checked by a clinician. */
export interface ListEntrySource {
  id: string;
  list: 'medications' | 'allergies' | 'conditions';
  name: string;
  details: string | null;
  /** Dates as the patient gave them (YYYY-MM-DD). */
  startedOn: string | null;
  endedOn: string | null;
  createdAt: Date;
}

/** Whether an entry has ended by `today` (YYYY-MM-DD, the clinic's date). */
function ended(entry: ListEntrySource, today: string): boolean {
  return entry.endedOn !== null && entry.endedOn <= today;
}

function listEntryCommon(entry: ListEntrySource) {
  return {
    id: entry.id,
    identifier: [uuidIdentifier(entry.id)],
    ...(entry.details === null || entry.details.trim() === '' ? {} : { note: [{ text: entry.details }] }),
  };
}

/**
 * FHIR-1, RECORD-2: a medication the patient listed as an R4 MedicationStatement (US Core has no
 * profile for it since 4.0): taken from its start to its end, told by the patient themselves.
 */
export function medicationStatementResource(entry: ListEntrySource, patient: PatientSource, today: string): FhirResource {
  const period = { ...(entry.startedOn === null ? {} : { start: entry.startedOn }), ...(entry.endedOn === null ? {} : { end: entry.endedOn }) };
  return {
    resourceType: 'MedicationStatement',
    ...listEntryCommon(entry),
    status: ended(entry, today) ? 'completed' : 'active',
    medicationCodeableConcept: { text: entry.name },
    subject: ref.patient(patient.id, patient.name),
    ...(Object.keys(period).length === 0 ? {} : { effectivePeriod: period }),
    dateAsserted: entry.createdAt.toISOString(),
    informationSource: ref.patient(patient.id, patient.name),
  };
}

const allergyClinical = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const allergyVerification = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-verification';

/**
 * FHIR-1, RECORD-2: an allergy the patient listed, as US Core AllergyIntolerance: active or
 * inactive by its end date, 'unconfirmed' because a patient's own list is not a clinician's
 * verdict, the substance as text (the portal keeps no code).
 */
export function allergyIntoleranceResource(entry: ListEntrySource, patient: PatientSource, today: string): FhirResource {
  const status = ended(entry, today) ? 'inactive' : 'active';
  return {
    resourceType: 'AllergyIntolerance',
    ...listEntryCommon(entry),
    meta: { profile: [usCoreProfiles.AllergyIntolerance] },
    clinicalStatus: { coding: [{ system: allergyClinical, code: status, display: status === 'active' ? 'Active' : 'Inactive' }] },
    verificationStatus: { coding: [{ system: allergyVerification, code: 'unconfirmed', display: 'Unconfirmed' }] },
    code: { text: entry.name },
    patient: ref.patient(patient.id, patient.name),
    ...(entry.startedOn === null ? {} : { onsetDateTime: entry.startedOn }),
    recordedDate: entry.createdAt.toISOString(),
    asserter: ref.patient(patient.id, patient.name),
  };
}

const conditionClinical = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const conditionVerification = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';
const conditionCategory = 'http://terminology.hl7.org/CodeSystem/condition-category';

/**
 * FHIR-1, RECORD-2: a condition the patient listed, as US Core Condition Problems and Health
 * Concerns (category 'problem-list-item'): active or resolved by its end date, 'unconfirmed'
 * because the patient told it, the condition as text.
 */
export function conditionResource(entry: ListEntrySource, patient: PatientSource, today: string): FhirResource {
  const status = ended(entry, today) ? 'resolved' : 'active';
  return {
    resourceType: 'Condition',
    ...listEntryCommon(entry),
    meta: { profile: [usCoreProfiles.Condition] },
    clinicalStatus: { coding: [{ system: conditionClinical, code: status, display: status === 'active' ? 'Active' : 'Resolved' }] },
    verificationStatus: { coding: [{ system: conditionVerification, code: 'unconfirmed', display: 'Unconfirmed' }] },
    category: [{ coding: [{ system: conditionCategory, code: 'problem-list-item', display: 'Problem List Item' }] }],
    code: { text: entry.name },
    subject: ref.patient(patient.id, patient.name),
    ...(entry.startedOn === null ? {} : { onsetDateTime: entry.startedOn }),
    ...(entry.endedOn === null ? {} : { abatementDateTime: entry.endedOn }),
    recordedDate: entry.createdAt.toISOString(),
    asserter: ref.patient(patient.id, patient.name),
  };
}

/** The resource of a list entry, by its list. */
export function listEntryResource(entry: ListEntrySource, patient: PatientSource, today: string): FhirResource {
  if (entry.list === 'medications') return medicationStatementResource(entry, patient, today);
  if (entry.list === 'allergies') return allergyIntoleranceResource(entry, patient, today);
  return conditionResource(entry, patient, today);
}
