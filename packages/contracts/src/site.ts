// The public site's fixed facts (CONTACT-1, AMB-1, SHELL-7) and
// its page list. No zod here: the home page and the footer import this module and must stay
// light (the first download carries no validation library).

/**
 * The honeypot of the public forms (contact, ambulance, newsletter): a field people never see
 * (hidden from sight, from the keyboard and from screen readers) and bots fill in. Its name
 * looks like a real field on purpose.
 */
export const HONEYPOT_FIELD = 'website';

/** The ambulance hotline (AMB-1, SHELL-7: one fixed hotline number). */
export const emergencyHotline = {
  display: '+1-800-555-0199',
  /** For `tel:` links: digits with the country code only. */
  tel: '+18005550199',
} as const;

/** CONTACT-1: the address, phone, e-mail and working-hours block. */
export const clinicContact = {
  addressLines: ['1250 Harbor View Drive, Suite 400', 'San Francisco, CA 94107'],
  phone: { display: '+1 (415) 555-0142', tel: '+14155550142' },
  /** A reserved example domain: an installation puts its own address here. */
  email: 'care@clinvia.example',
  /** CONTACT-1, verbatim from the specification. */
  hours: 'Mon - Fri: 9 AM - 6 PM',
} as const;

/** Who a page is for, as the sitemap groups it. */
export type PageGroup = 'site' | 'account' | 'care' | 'tools' | 'legal';

export interface PublicPage {
  path: string;
  title: string;
  group: PageGroup;
  /** Behind the login guard (SHELL-2; LEGAL-2): listed for people, left out of sitemap.xml. */
  signInRequired?: true;
}

export const pageGroupTitles: Record<PageGroup, string> = {
  site: 'Clinvia',
  account: 'Your account',
  care: 'Care and appointments',
  tools: 'Health tools',
  legal: 'Legal and accessibility',
};

/**
 * Every page a visitor can reach from the navigation or the footer: the /sitemap page lists
 * them all, sitemap.xml the ones that need no sign-in.
 */
export const publicPages: readonly PublicPage[] = [
  { path: '/', title: 'Home', group: 'site' },
  { path: '/about', title: 'About Clinvia', group: 'site' },
  { path: '/contact', title: 'Contact Us', group: 'site' },
  { path: '/emergency', title: 'Emergency and ambulance', group: 'site' },
  { path: '/faq', title: 'Frequently asked questions', group: 'site' },
  { path: '/health-resources', title: 'Health Resources', group: 'site' },
  { path: '/wellness-tips', title: 'Wellness Tips', group: 'site' },
  { path: '/register', title: 'Create an account', group: 'account' },
  { path: '/login', title: 'Sign in', group: 'account' },
  { path: '/forgot-password', title: 'Forgotten password', group: 'account' },
  { path: '/settings', title: 'Settings', group: 'account', signInRequired: true },
  { path: '/find-doctor', title: 'Find a Doctor', group: 'care', signInRequired: true },
  { path: '/appointments', title: 'Your appointments', group: 'care', signInRequired: true },
  { path: '/patient-profile', title: 'Your profile', group: 'care', signInRequired: true },
  { path: '/services', title: 'Health Services', group: 'care', signInRequired: true },
  { path: '/services?tab=ambulance', title: 'Ambulance Service', group: 'care', signInRequired: true },
  { path: '/heart-disease-detection', title: 'Heart Disease Detection', group: 'tools', signInRequired: true },
  { path: '/parkinson-disease-detection', title: "Parkinson's Disease Detection", group: 'tools', signInRequired: true },
  { path: '/breast-cancer-detection', title: 'Breast Cancer Detection', group: 'tools', signInRequired: true },
  { path: '/calories-prediction', title: 'Calories Prediction', group: 'tools', signInRequired: true },
  { path: '/insurance-prediction', title: 'Insurance Price Prediction', group: 'tools', signInRequired: true },
  { path: '/diabetes-prediction', title: 'Diabetes Prediction', group: 'tools', signInRequired: true },
  { path: '/privacy', title: 'Privacy Policy', group: 'legal' },
  { path: '/terms', title: 'Terms of Use', group: 'legal' },
  { path: '/accessibility', title: 'Accessibility Statement', group: 'legal' },
  { path: '/sitemap', title: 'Sitemap', group: 'legal' },
];

/** Paths of signed-in areas that search engines should not crawl (robots.txt). */
export const privatePathPrefixes = [
  '/api/',
  '/ml/',
  '/appointment/',
  '/appointments',
  '/doctor/',
  '/doctor-portal',
  '/doctor-profile',
  '/patient-profile',
  '/settings',
  '/staff',
  '/reset-password',
  '/newsletter/',
] as const;

/**
 * How long the public site's records are kept before the server deletes them (the privacy
 * policy quotes these; apps/api/src/domain/retention applies them once a day).
 */
export const retentionPeriods = {
  /** Contact messages, counted from when they arrived. */
  contactMessageMonths: 24,
  /** Ambulance requests are care records: kept as long as medical records generally must be. */
  ambulanceRequestYears: 7,
  /** An unsubscribed address is kept this long (so a late newsletter cannot reach it), then deleted. */
  unsubscribedNewsletterDays: 30,
} as const;

/**
 * SHELL-15: the social networks a clinic may link from the footer, each with the hosts its
 * profile addresses live on (an address on any other host is refused, so a footer icon never
 * leads somewhere its label does not say).
 */
export const socialNetworks = [
  { key: 'facebook', label: 'Facebook', hosts: ['facebook.com', 'www.facebook.com'] },
  { key: 'instagram', label: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
  { key: 'x', label: 'X', hosts: ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com'] },
  { key: 'linkedin', label: 'LinkedIn', hosts: ['linkedin.com', 'www.linkedin.com'] },
  { key: 'youtube', label: 'YouTube', hosts: ['youtube.com', 'www.youtube.com'] },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number]['key'];

/** ABOUT-4: one of the About page's figures ('98%' 'accuracy'), with an optional line on what it counts. */
export interface AboutFigure {
  value: string;
  label: string;
  detail: string | null;
}

/** ABOUT-4: a partner on the About page, linked when the clinic gives its address. */
export interface AboutPartner {
  name: string;
  url: string | null;
}

/**
 * The clinic's own public content (GET /api/site/settings): set by staff, empty in a new
 * installation until they do; the demo data fills in the specification's sample content.
 */
export interface SiteSettings {
  /** Only the networks the clinic has set. */
  social: Partial<Record<SocialNetwork, string>>;
  figures: AboutFigure[];
  partners: AboutPartner[];
}
