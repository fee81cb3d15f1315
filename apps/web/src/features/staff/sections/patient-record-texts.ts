// RECORD-5: the words of the staff console's read-only view of a patient's record.

export const patientRecordTexts = {
  open: 'Record',
  title: 'Patient record',
  titleOf: (name: string) => `Record of ${name}`,
  description: 'The patient’s record as they keep it, read-only: details, lists, visits with their summaries, answers, consents, documents and messages. Every opening is recorded in the audit log.',
  back: 'Back to patients',
} as const;
