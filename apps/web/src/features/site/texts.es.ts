import type { Translation } from '../../lib/i18n/catalogue';
import type { site as english } from './texts';

export const site = {
  honeypot: 'Deje este campo vacío',
  newsletter: {
    form: 'Boletín',
    lead: 'Consejos de salud y novedades, una vez al mes.',
    placeholder: 'usted@ejemplo.com',
    subscribe: 'Suscribirse',
    subscribing: 'Suscribiendo...',
    failed: 'Algo salió mal. Por favor, inténtelo de nuevo.',
    unsubscribeNote: 'Puede cancelar su suscripción en cualquier momento con el enlace de nuestros correos electrónicos.',
  },
} as const satisfies Translation<typeof english>;
