import type { Translation } from '../../lib/i18n/catalogue';
import type { consents as english } from './texts';

// I18N-1: /consents in Spanish (usted).

export const consents = {
  title: 'Consentimientos',
  lead: 'Los formularios que la clínica le pide firmar. Lea cada uno, fírmelo dibujando o escribiendo su nombre y descargue una copia en PDF para guardar.',
  version: 'Versión {{version}}',
  versionOf: '(versión {{version}})',
  toSign: 'Por firmar',
  empty: 'La clínica no tiene consentimientos para que usted firme.',
  signedOn: 'Firmado el {{when}}',
  notSigned: 'Aún sin firmar',
  updated: 'La clínica actualizó este consentimiento después de que usted lo firmó. Lea y firme la nueva versión.',
  readAndSign: 'Leer y firmar',
  cancel: 'Cerrar',
  history: 'Todo lo que ha firmado',
  historyEmpty: 'Todavía no ha firmado ningún consentimiento.',
  historyLabel: 'Consentimientos firmados',
  method: { drawn: 'firma dibujada', typed: 'nombre escrito' },
  whileActing: '{{name}} lee y firma personalmente los consentimientos de la clínica: un representante no firma por esa persona. Sus consentimientos firmados están en su expediente.',
} as const satisfies Translation<typeof english>;
