// FHIR-5: the words of 'Download my record'.
export const recordDownloadTexts = {
  title: 'Your health record',
  intro: 'Download everything the clinic keeps about you: your details, visits, questionnaire answers, signed consents, documents and messages. Take it to another clinician or keep it.',
  fhirButton: 'Download record (FHIR JSON)',
  fhirHint: 'A FHIR R4 file that other health systems and apps can read.',
  fhirFallbackName: 'clinvia-record.json',
  pdfButton: 'Download record (PDF)',
  pdfHint: 'The same record, readable and printable.',
  pdfFallbackName: 'clinvia-record.pdf',
} as const;
