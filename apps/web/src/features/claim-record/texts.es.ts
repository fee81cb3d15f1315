import type { Translation } from '../../lib/i18n/catalogue';
import type { claimRecord as english } from './texts';

// I18N-1: /claim-record in Spanish (usted).

export const claimRecord = {
  pageTitle: 'Reclame su expediente · Clinvia',
  checking: 'Verificando su invitación…',
  title: '{{name}}, reclame su expediente',
  lead: 'Un familiar programó sus consultas en Clinvia en su nombre. Cuando reclame su expediente, sus consultas pasadas y próximas pasarán a su propia cuenta, y solo usted podrá verlas y administrarlas.',
  sentTo: 'Esta invitación se envió a {{email}}. Use una cuenta con esta dirección de correo electrónico.',
  register: 'Crear su cuenta',
  signIn: 'Iniciar sesión',
  signInInstead: 'Ya tengo una cuenta: iniciar sesión',
  signedInAs: 'Inició sesión como {{email}}.',
  otherAccount: 'Esta no es la dirección invitada: cierre la sesión e inicie sesión con la invitada, o cree una cuenta con ella.',
  signOut: 'Cerrar sesión',
  notPatient: 'Un expediente se reclama con una cuenta de paciente. Cierre la sesión y luego inicie sesión o regístrese como paciente con la dirección invitada.',
  confirm: 'Reclamar mi expediente',
  claiming: 'Reclamando…',
  seeVisits: 'Ver sus consultas',
  cannotOpen: 'Esta invitación no se puede abrir',
  noToken: 'Este enlace está incompleto. Vuelva a abrirlo desde el correo electrónico, incluido todo lo que va después del signo #.',
} as const satisfies Translation<typeof english>;
