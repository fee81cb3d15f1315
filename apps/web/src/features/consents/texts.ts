// The words of /consents (CONSENT-5).

export const consentPageTexts = {
  title: 'Consents',
  lead: 'The forms the clinic asks you to sign. Read each one, sign it by drawing or by typing your name, and download a PDF copy to keep.',
  toSign: 'To sign',
  empty: 'The clinic has no consents for you to sign.',
  signedOn: (when: string) => `Signed on ${when}`,
  notSigned: 'Not signed yet',
  updated: 'The clinic updated this consent since you signed it. Please read and sign the new version.',
  readAndSign: 'Read and sign',
  cancel: 'Close',
  history: 'Everything you signed',
  historyEmpty: 'You have not signed any consent yet.',
  historyLabel: 'Signed consents',
  method: { drawn: 'drawn signature', typed: 'typed name' },
  whileActing: (name: string) => `${name} reads and signs the clinic’s consents themselves: a proxy does not sign for them. Their signed consents are in their record.`,
} as const;
