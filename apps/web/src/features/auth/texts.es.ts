import type { Translation } from '../../lib/i18n/catalogue';
import type { auth as english } from './texts';

// I18N-1: the account screens in Spanish (usted), as Spanish-speaking patients in the US read them.

export const auth = {
  signIn: {
    pageTitle: 'Iniciar sesión · Clinvia',
    brand: 'Clinvia',
    lead: 'Acceda a todos sus servicios de salud con un solo inicio de sesión.',
    features: {
      patient: { title: 'Portal del paciente', text: 'Programe citas y dé seguimiento a sus consultas.' },
      doctor: { title: 'Panel del médico', text: 'Su agenda y sus pacientes de un vistazo.' },
      staff: { title: 'Gestión del personal', text: 'Mantenga la clínica funcionando sin contratiempos.' },
    },
    title: 'Bienvenido de nuevo',
    subtitle: 'Inicie sesión en su cuenta',
    signingInAs: 'Inicio sesión como',
    tabs: { patient: 'Paciente', doctor: 'Médico', staff: 'Personal' },
    registered: 'Su cuenta está lista. Inicie sesión con {{email}} y la contraseña que eligió.',
    email: 'Correo electrónico',
    emailPlaceholder: 'usted@ejemplo.com',
    password: 'Contraseña',
    passwordPlaceholder: 'Su contraseña',
    rememberMe: 'Recordarme',
    forgot: '¿Olvidó su contraseña?',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    noAccount: '¿No tiene una cuenta?',
    createOne: 'Cree una',
    urgentCare: '¿Necesita atención urgente? Programe una consulta de emergencia',
    failedToast: 'No se pudo iniciar sesión',
    successToast: 'Sesión iniciada',
  },
  secondStep: {
    title: 'Inicio de sesión en dos pasos',
    lead: 'Escriba el código de 6 dígitos de su aplicación de autenticación. ¿Perdió su teléfono? Escriba uno de sus códigos de recuperación.',
    code: 'Código de autenticación',
    codeMissing: 'Escriba el código de su aplicación de autenticación',
    submit: 'Verificar',
    submitting: 'Verificando...',
  },
  languageSettings: {
    title: 'Idioma',
    intro: 'El idioma en que le habla el portal, en este dispositivo y dondequiera que inicie sesión.',
    en: 'English',
    es: 'Español',
    saved: 'Idioma guardado',
  },
  processing: {
    title: 'Procesando',
    lead: 'Espere mientras verificamos sus datos de acceso',
    progress: 'Verificando datos de acceso',
    percent: '{{percent}} %',
    note: 'Esto puede tardar un momento. Por favor, no cierre el navegador.',
  },
} as const satisfies Translation<typeof english>;
