// The words of /record, the patient's own record (RECORD-1, RECORD-2).

export const recordPageTexts = {
  title: 'My record',
  lead: 'Everything the clinic keeps about you in one place: your details, the medicines, allergies and conditions you list, your visits, answers, consents, documents and messages.',
  listsLead: 'Keep these lists up to date: your doctors read them before your visits. What you answer at check-in is added here for you.',
  add: { medications: 'Add a medication', allergies: 'Add an allergy', conditions: 'Add a condition' },
  fields: { name: 'Name', details: 'Details', startedOn: 'Since', endedOn: 'Until' },
  hints: {
    medications: 'For example: Metformin 500 mg',
    allergies: 'For example: Penicillin',
    conditions: 'For example: Asthma',
    details: { medications: 'Dose and how often', allergies: 'What happens (rash, swelling…)', conditions: 'Anything your doctors should know' },
  },
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Remove',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: 'It is taken off your record. You can add it again any time.',
  editing: (name: string) => `Edit ${name}`,
  changeDetails: 'Change details',
} as const;
