// I18N-1: the English catalogue of the site's pages (namespace 'site'). Spanish beside it in
// texts.es.ts, with the same keys. Converted so far: the newsletter box and the forms' honeypot.

export const site = {
  honeypot: 'Leave this field empty',
  newsletter: {
    form: 'Newsletter',
    lead: 'Health tips and news, once a month.',
    placeholder: 'you@example.com',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    failed: 'Something went wrong. Please try again.',
    unsubscribeNote: 'You can unsubscribe at any time with the link in our e-mails.',
  },
} as const;
