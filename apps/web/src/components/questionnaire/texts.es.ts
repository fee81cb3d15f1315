import type { Translation } from '../../lib/i18n/catalogue';
import type { questionnaire as english } from './texts';

// I18N-1: the questionnaire form and its summary in Spanish (usted).

export const questionnaire = {
  required: '(obligatorio)',
  yes: 'Sí',
  no: 'No',
  other: 'Otro',
  otherAnswer: 'Su respuesta',
  problems_one: '{{count}} respuesta requiere su atención.',
  problems_other: '{{count}} respuestas requieren su atención.',
  noAnswers: 'No se dieron respuestas.',
  score: 'Puntuación de {{instrument}}:',
  band: 'Gravedad: {{band}}',
  attention: 'Requiere atención',
  attentionOf: 'Requiere atención: {{message}}',
  source: 'Puntuación según: {{source}}',
  answersOf: 'Respuestas a {{title}}',
} as const satisfies Translation<typeof english>;
