// I18N-1: the English catalogue of the layout (namespace 'layout'): header, navigation, account
// menus, acting bar, footer and skip link. Spanish beside it in texts.es.ts, with the same keys.

export const layout = {
  skipToContent: 'Skip to content',
  brand: 'Clinvia',
  mainNav: 'Main',
  mainNavMobile: 'Main (mobile)',
  links: {
    home: 'Home',
    about: 'About',
    services: 'Services',
    findDoctor: 'Find Doctor',
    appointments: 'Appointments',
    messages: 'Messages',
  },
  login: 'Login',
  signUp: 'Sign Up',
  menu: 'Menu',
  loading: 'Loading...',
  roles: {
    patient: 'Patient',
    doctor: 'Doctor',
    staff: 'Staff',
  },
  account: {
    menuFor: 'Account menu for {{name}}',
    menu: 'Account',
    profile: 'Your Profile',
    settings: 'Settings',
    record: 'My record',
    consents: 'Consents',
    logout: 'Logout',
  },
  language: {
    // Not just 'Language': Find Doctor has a filter of that name (the doctors' languages).
    label: 'Site language',
    en: 'English',
    es: 'Español',
  },
  acting: {
    actingFor: 'Acting for: {{name}}',
    switchLabel: 'Act for',
    myself: 'Myself ({{name}})',
    ended: 'Your access to act for {{name}} has ended. You are back to your own account.',
  },
  footer: {
    tagline: 'Care that fits your life: find doctors, book visits and check your health in one place.',
    hotline: 'Emergency hotline:',
    ambulance: 'Ambulance service',
    social: 'Clinvia on social media',
    company: 'Company',
    resources: 'Resources',
    newsletter: 'Newsletter',
    links: {
      about: 'About',
      privacy: 'Privacy',
      terms: 'Terms',
      contact: 'Contact',
      accessibility: 'Accessibility',
      sitemap: 'Sitemap',
      healthResources: 'Health Resources',
      wellnessTips: 'Wellness Tips',
      faq: 'FAQ',
      support: 'Support',
    },
    copyright: '© 2025 Clinvia. All rights reserved.',
  },
} as const;
