// The words of the questionnaire form and its read-only summary (INTAKE-6, INTAKE-7), shared by
// the check-in step, the staff preview and the doctor's summary. The messages of the answers
// themselves live with the validator in the contracts, once for the browser and the server.

export const questionnaireTexts = {
  required: '(required)',
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  otherAnswer: 'Your answer',
  problems: (count: number) => (count === 1 ? '1 answer needs your attention.' : `${String(count)} answers need your attention.`),
  noAnswers: 'No answers given.',
  score: 'Score',
  band: 'Severity',
  attention: 'Needs attention',
  source: 'Scoring:',
  answersOf: (title: string) => `Answers to ${title}`,
} as const;
