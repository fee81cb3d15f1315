// I18N-1: the words of /shared-record, a record a patient shares with another clinician
// (SHARE-2, SHARE-3): namespace 'sharedRecord', Spanish beside it in texts.es.ts. The record's
// sections and the visit summaries are the shared record kit's ('recordKit').

export const sharedRecord = {
  pageTitle: 'Shared health record · Clinvia',
  title: '{{name}}’s health record',
  sharedBy: 'Shared with you by the patient through Clinvia. Read-only.',
  label: 'Shared for: {{label}}',
  until: 'This link works until {{when}}.',
  confidential: 'This is confidential health information. Do not forward the link; keep only what you need for the patient’s care.',
  passcodeTitle: 'This record is protected by a passcode',
  passcodeLead: 'The patient gave the passcode to you separately, by phone or in person.',
  passcode: 'Passcode',
  open: 'Open the record',
  opening: 'Checking…',
  cannotOpen: 'This link does not open',
  noKey: 'This link is not complete. Copy the whole link the patient sent you, including everything after the # sign.',
  tryAgain: 'Try again',
  downloadsTitle: 'Download the record',
  downloadsLead: 'The same record to keep in your own system.',
  fhirButton: 'Download (FHIR JSON)',
  fhirHint: 'A FHIR R4 Bundle, with every document inside.',
  pdfButton: 'Download (PDF)',
  pdfHint: 'Readable and printable.',
  summariesTitle: 'Visit summaries',
  summariesEmpty: 'No signed visit summaries.',
  summaryLabel: 'Reason for the visit: {{reason}}',
  summaryOf: '{{date}} · {{doctor}}, {{specialization}}',
} as const;
