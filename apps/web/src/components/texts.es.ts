import type { Translation } from '../lib/i18n/catalogue';
import type { common as english } from './texts';

export const common = {
  loading: 'Cargando...',
  fields: {
    show: 'Mostrar {{label}}',
    hide: 'Ocultar {{label}}',
    optional: '(opcional)',
  },
  bell: {
    label: 'Notificaciones',
    labelUnread_one: 'Notificaciones, {{count}} sin leer',
    labelUnread_other: 'Notificaciones, {{count}} sin leer',
    title: 'Notificaciones',
    markAll: 'Marcar todas como leídas',
    markFailed: 'No se pudieron marcar como leídas. Por favor, inténtelo de nuevo.',
    loadFailed: 'No se pudieron cargar las notificaciones.',
    loading: 'Cargando...',
    empty: 'Aún no tiene notificaciones.',
    new: 'Nueva',
  },
  stars: {
    rated: 'Calificación de {{rating}} de 5',
  },
  languagesField: {
    legend: 'Idiomas que habla',
  },
  brand: 'Clinvia',
  pageTitle: '{{title}} · Clinvia',
  backToMe: 'Volver a mi propia cuenta',
  pagination: {
    label: 'Paginación',
    previousPage: 'Página anterior',
    previous: 'Anterior',
    page: 'Página {{page}}',
    nextPage: 'Página siguiente',
    next: 'Siguiente',
  },
  status: {
    pending: 'Pendiente',
    confirmed: 'Confirmada',
    completed: 'Completada',
    cancelled: 'Cancelada',
    no_show: 'No se presentó',
    declined: 'Rechazada',
  },
  saving: 'Guardando...',
  cancel: 'Cancelar',
  loadFailed: 'No se pudo cargar.',
  tryAgain: 'Intentar de nuevo',
} as const satisfies Translation<typeof english>;
