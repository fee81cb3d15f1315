import type { Translation } from '../../lib/i18n/catalogue';
import type { messages as english } from './texts';

// I18N-1: the patient's message pages in Spanish (usted).

export const messages = {
  title: 'Mensajes',
  lead: 'Escriba a su equipo médico sobre una consulta, un medicamento, un resultado o una factura. Solo usted y la clínica leen estas conversaciones.',
  newMessage: 'Nuevo mensaje',
  listLabel: 'Sus conversaciones',
  empty: 'Todavía no tiene conversaciones. Inicie una con Nuevo mensaje.',
  back: 'Todos los mensajes',
  newTitle: 'Nuevo mensaje',
  newPageTitle: 'Nuevo mensaje · Clinvia',
  newLead: 'Su mensaje llega al equipo de la clínica, que le responde aquí en el portal.',
  topic: '¿De qué se trata?',
  topicPlaceholder: 'Elija un tema',
  doctorOptional: 'Médico (opcional)',
  doctorPlaceholder: 'El equipo de la clínica',
  doctorOption: '{{doctor}}, {{specialization}}',
  doctorHint: 'Solo los médicos con quienes tiene una consulta.',
  appointmentOptional: 'Consulta (opcional)',
  appointmentPlaceholder: 'Ninguna consulta en particular',
  appointmentOption: '{{date}}, {{time}} con {{doctor}}',
  body: 'Su mensaje',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  notEmergencyTitle: 'No es para emergencias',
  notEmergency: 'Los mensajes se leen en los días hábiles de la clínica. En una emergencia, llame al',
  orLocal: 'o a su número local de emergencias, o',
  requestAmbulance: 'pida una ambulancia',
  answerWithin_one: 'La clínica responde en un plazo de {{count}} día hábil (de lunes a viernes).',
  answerWithin_other: 'La clínica responde en un plazo de {{count}} días hábiles (de lunes a viernes).',
  limitReachedTitle: 'Llegó al límite diario',
  noneLeftToday: 'Hoy ya inició todas las conversaciones que permite el portal. Escriba en una de sus conversaciones abiertas o inicie una nueva mañana.',
} as const satisfies Translation<typeof english>;
