// I18N-1: the signing piece's words (CONSENT-3, CONSENT-8), shared by /consents and the check-in's
// step, a signed consent's download button (CONSENT-6) and a consent's text region (CONSENT-1):
// namespace 'consent', Spanish beside it in texts.es.ts.

export const consent = {
  signer: {
    version: 'Version {{version}}',
    howToSign: 'How do you want to sign?',
    draw: 'Draw your signature',
    type: 'Type your name',
    padLabel: 'Signature pad. Draw your signature with a mouse, a finger or a pen. If you cannot draw, choose Type your name.',
    padHint: 'Sign in the box with your mouse, finger or pen.',
    padUnavailable: 'Drawing is not available in this browser. Choose Type your name to sign.',
    clear: 'Clear',
    undo: 'Undo last stroke',
    typedLabel: 'Your full name',
    typedHint: 'Type your name as it is on your account. Typing it signs this consent electronically.',
    preview: 'Your signature will read:',
    sign: 'Sign consent',
    signing: 'Signing…',
    padEmpty: 'The signature box is empty. Draw your signature, or type your name instead.',
    nameEmpty: 'Type your full name to sign',
    agreement: 'By signing you agree to the text above. You will get a PDF copy to keep.',
  },
  /** A signed consent's download button (CONSENT-6): "Download PDF", the consent named for screen readers. */
  signed: {
    downloadPdf: 'Download PDF',
    ofTitle: 'of {{title}}',
  },
  /** The scrolling region of a consent's text, named for screen readers. */
  textOf: 'Text of {{title}}',
} as const;
