// I18N-1: the words of the questionnaire form and its read-only summary (INTAKE-6, INTAKE-7),
// shared by the check-in step, the staff preview and the doctor's summary: namespace
// 'questionnaire', Spanish beside it in texts.es.ts. The messages of the answers themselves live
// with the validator in the contracts, once for the browser and the server.

export const questionnaire = {
  required: '(required)',
  yes: 'Yes',
  no: 'No',
  other: 'Other',
  otherAnswer: 'Your answer',
  problems_one: '{{count}} answer needs your attention.',
  problems_other: '{{count}} answers need your attention.',
  noAnswers: 'No answers given.',
  /** Before the score itself: 'PHQ-9 score: 12'. */
  score: '{{instrument}} score:',
  band: 'Severity: {{band}}',
  attention: 'Needs attention',
  attentionOf: 'Needs attention: {{message}}',
  source: 'Scoring: {{source}}',
  answersOf: 'Answers to {{title}}',
} as const;
