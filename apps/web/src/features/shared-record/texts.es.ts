import type { Translation } from '../../lib/i18n/catalogue';
import type { sharedRecord as english } from './texts';

// I18N-1: /shared-record in Spanish (usted).

export const sharedRecord = {
  pageTitle: 'Expediente médico compartido · Clinvia',
  title: 'Expediente médico de {{name}}',
  sharedBy: 'El paciente lo compartió con usted a través de Clinvia. Solo lectura.',
  label: 'Compartido para: {{label}}',
  until: 'Este enlace funciona hasta el {{when}}.',
  confidential: 'Esta es información médica confidencial. No reenvíe el enlace; conserve solo lo que necesite para la atención del paciente.',
  passcodeTitle: 'Este expediente está protegido con un código de acceso',
  passcodeLead: 'El paciente le dio el código de acceso por separado, por teléfono o en persona.',
  passcode: 'Código de acceso',
  open: 'Abrir el expediente',
  opening: 'Verificando…',
  cannotOpen: 'Este enlace no se puede abrir',
  noKey: 'Este enlace está incompleto. Copie el enlace completo que le envió el paciente, incluido todo lo que va después del signo #.',
  tryAgain: 'Intentar de nuevo',
  downloadsTitle: 'Descargar el expediente',
  downloadsLead: 'El mismo expediente para guardarlo en su propio sistema.',
  fhirButton: 'Descargar (FHIR JSON)',
  fhirHint: 'Un Bundle FHIR R4, con todos los documentos incluidos.',
  pdfButton: 'Descargar (PDF)',
  pdfHint: 'Fácil de leer e imprimir.',
  summariesTitle: 'Resúmenes de consultas',
  summariesEmpty: 'No hay resúmenes de consultas firmados.',
  summaryLabel: 'Motivo de la consulta: {{reason}}',
  summaryOf: '{{date}} · {{doctor}}, {{specialization}}',
} as const satisfies Translation<typeof english>;
