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
} as const satisfies Translation<typeof english>;
