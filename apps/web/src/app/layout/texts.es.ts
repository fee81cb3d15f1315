import type { Translation } from '../../lib/i18n/catalogue';
import type { layout as english } from './texts';

// I18N-1: the layout in Spanish, as Spanish-speaking patients in the US read it (usted).

export const layout = {
  skipToContent: 'Ir al contenido',
  brand: 'Clinvia',
  mainNav: 'Principal',
  mainNavMobile: 'Principal (móvil)',
  links: {
    home: 'Inicio',
    about: 'Quiénes somos',
    services: 'Servicios',
    findDoctor: 'Buscar médico',
    appointments: 'Citas',
    messages: 'Mensajes',
  },
  login: 'Iniciar sesión',
  signUp: 'Registrarse',
  menu: 'Menú',
  loading: 'Cargando...',
  roles: {
    patient: 'Paciente',
    doctor: 'Médico',
    staff: 'Personal',
  },
  account: {
    menuFor: 'Menú de la cuenta de {{name}}',
    menu: 'Cuenta',
    profile: 'Su perfil',
    settings: 'Configuración',
    record: 'Mi expediente',
    consents: 'Consentimientos',
    logout: 'Cerrar sesión',
  },
  language: {
    label: 'Idioma del sitio',
    en: 'English',
    es: 'Español',
  },
  acting: {
    actingFor: 'Actuando en nombre de: {{name}}',
    switchLabel: 'Actuar en nombre de',
    myself: 'Yo ({{name}})',
    ended: 'Su acceso para actuar en nombre de {{name}} ha terminado. Volvió a su propia cuenta.',
  },
  footer: {
    tagline: 'Atención que se adapta a su vida: busque médicos, programe citas y cuide su salud en un solo lugar.',
    hotline: 'Línea de emergencias:',
    ambulance: 'Servicio de ambulancia',
    social: 'Clinvia en redes sociales',
    company: 'Empresa',
    resources: 'Recursos',
    newsletter: 'Boletín',
    links: {
      about: 'Quiénes somos',
      privacy: 'Privacidad',
      terms: 'Términos',
      contact: 'Contacto',
      accessibility: 'Accesibilidad',
      sitemap: 'Mapa del sitio',
      healthResources: 'Recursos de salud',
      wellnessTips: 'Consejos de bienestar',
      faq: 'Preguntas frecuentes',
      support: 'Soporte',
    },
    copyright: '© 2025 Clinvia. Todos los derechos reservados.',
  },
  routeError: {
    pageTitle: 'Algo salió mal · Clinvia',
    title: 'Algo salió mal',
    lead: 'Vuelva a cargar la página. Si el problema continúa, inténtelo de nuevo un poco más tarde.',
    reload: 'Volver a cargar la página',
    home: 'Volver a la página de inicio',
  },
  accessDenied: {
    pageTitle: 'Acceso denegado · Clinvia',
    title: 'No tiene acceso a esta página',
    lead: 'Esta sección es para otro tipo de cuenta.',
    home: 'Volver a la página de inicio',
  },
} as const satisfies Translation<typeof english>;
