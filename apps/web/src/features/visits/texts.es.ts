import type { Translation } from '../../lib/i18n/catalogue';
import type { visits as english } from './texts';

// I18N-1: the e-mail link pages (visit, waitlist offer, contact address) in Spanish (usted).

export const visits = {
  visit: {
    titles: { attend: 'Confirme que asistirá', cancel: 'Cancelar esta cita' },
    buttons: { attend: 'Ahí estaré', cancel: 'Cancelar esta cita' },
    busy: { attend: 'Confirmando...', cancel: 'Cancelando...' },
    doneTitles: { attend: 'Nos vemos en su cita', cancel: 'Cita cancelada' },
    unusableTitle: 'Este enlace ya no funciona',
    noToken: 'Esta página necesita el enlace de uno de nuestros correos electrónicos. Abra el enlace del correo más reciente sobre su cita.',
    appointment: 'Cita',
    myAppointments: 'Ver mis citas',
  },
  invalidTitle: 'Este enlace no es válido',
  home: 'Volver a la página de inicio',
  withDoctor: 'Médico',
  doctorName: 'Dr. {{name}}',
  when: 'Cuándo',
  dateAt: '{{date}} a {{time, clockArticle}}',
  offer: {
    titles: { book: 'Se liberó un horario para usted', decline: '¿Rechazar este horario?' },
    doneTitles: { booked: 'Su cita está programada', declined: 'Gracias por avisarnos' },
    closedTitles: { expired: 'La reserva de este horario terminó', withdrawn: 'Este horario ya no está disponible', booked: 'Ya programó este horario', declined: 'Usted rechazó este horario' },
    loading: 'Verificando su enlace...',
    theTime: 'El horario',
    book: 'Programar este horario',
    booking: 'Programando...',
    decline: 'No, gracias',
    declining: 'Cediendo el horario...',
    detailsTitle: 'Sobre su consulta',
    detailsLead: 'Su lugar en la lista de espera todavía no tiene los datos de la consulta. Indíquelos y programaremos el horario con ellos.',
    fixFields: 'Corrija los campos marcados.',
    noToken: 'Esta página necesita el enlace de un correo electrónico de Clinvia sobre un horario que se liberó. Abra el enlace del correo más reciente.',
    tooManyTitle: 'Espere un momento',
    failedTitle: 'No pudimos cargar esta oferta',
    retry: 'Intentar de nuevo',
    seeAppointments: 'Ver mis citas',
    signInToSee: 'Inicie sesión para ver sus citas',
    findDoctor: 'Buscar otro médico',
  },
  address: {
    title: 'Confirme esta dirección de correo electrónico',
    doneTitle: 'Dirección confirmada',
    expiredTitle: 'Este enlace venció',
    address: 'Correo electrónico',
    confirm: 'Confirmar',
    confirming: 'Confirmando...',
    noToken: 'Esta página necesita el enlace del correo electrónico que enviamos a esta dirección.',
  },
} as const satisfies Translation<typeof english>;
