// I18N-1: the words of /consents (CONSENT-5): namespace 'consents', Spanish beside it in texts.es.ts.

export const consents = {
  title: 'Consents',
  lead: 'The forms the clinic asks you to sign. Read each one, sign it by drawing or by typing your name, and download a PDF copy to keep.',
  version: 'Version {{version}}',
  versionOf: '(version {{version}})',
  toSign: 'To sign',
  empty: 'The clinic has no consents for you to sign.',
  signedOn: 'Signed on {{when}}',
  notSigned: 'Not signed yet',
  updated: 'The clinic updated this consent since you signed it. Please read and sign the new version.',
  readAndSign: 'Read and sign',
  cancel: 'Close',
  history: 'Everything you signed',
  historyEmpty: 'You have not signed any consent yet.',
  historyLabel: 'Signed consents',
  method: { drawn: 'drawn signature', typed: 'typed name' },
  whileActing: '{{name}} reads and signs the clinic’s consents themselves: a proxy does not sign for them. Their signed consents are in their record.',
} as const;
