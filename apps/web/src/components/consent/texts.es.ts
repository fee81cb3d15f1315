import type { Translation } from '../../lib/i18n/catalogue';
import type { consent as english } from './texts';

// I18N-1: the signing piece, the signed consent's download and the consent's text in Spanish (usted).

export const consent = {
  signer: {
    version: 'Versión {{version}}',
    howToSign: '¿Cómo desea firmar?',
    draw: 'Dibujar su firma',
    type: 'Escribir su nombre',
    padLabel: 'Recuadro de firma. Dibuje su firma con el mouse, el dedo o un lápiz. Si no puede dibujar, elija Escribir su nombre.',
    padHint: 'Firme en el recuadro con el mouse, el dedo o un lápiz.',
    padUnavailable: 'No se puede dibujar en este navegador. Elija Escribir su nombre para firmar.',
    clear: 'Borrar',
    undo: 'Deshacer el último trazo',
    typedLabel: 'Su nombre completo',
    typedHint: 'Escriba su nombre tal como aparece en su cuenta. Al escribirlo, firma este consentimiento de forma electrónica.',
    preview: 'Su firma dirá:',
    sign: 'Firmar consentimiento',
    signing: 'Firmando…',
    padEmpty: 'El recuadro de firma está vacío. Dibuje su firma o, si prefiere, escriba su nombre.',
    nameEmpty: 'Escriba su nombre completo para firmar',
    agreement: 'Al firmar, acepta el texto anterior. Recibirá una copia en PDF para guardar.',
  },
  signed: {
    downloadPdf: 'Descargar PDF',
    ofTitle: 'de {{title}}',
  },
  textOf: 'Texto de {{title}}',
} as const satisfies Translation<typeof english>;
