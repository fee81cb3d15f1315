import { Award, FlaskConical, ShieldCheck, Accessibility, type LucideIcon } from 'lucide-react';

// The About page's texts (ABOUT-2): the mission, the team, achievements. Its figures and
// partners are the clinic's own content, set by staff (ABOUT-4, lib/site-settings.ts).

export const missionValues = [
  { title: 'Care within reach', text: 'Find a verified doctor, see their real availability and book a half-hour slot in a few clicks, from any device.' },
  { title: 'Privacy you can check', text: 'Only you, your doctors and authorised staff see your records, and every look at a patient’s record is written to an audit log.' },
  { title: 'Evidence, not hype', text: 'Our six health tools are trained on public, cited data sets; each publishes how it was evaluated and where it should not be used.' },
] as const;

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export const teamMembers: readonly TeamMember[] = [
  { slug: 'amara-okafor', name: 'Dr. Amara Okafor', role: 'Chief Medical Officer', bio: 'Internal medicine physician; reviews every clinical text and tool before it reaches patients.' },
  { slug: 'mei-lin', name: 'Dr. Mei Lin', role: 'Head of Data Science', bio: 'Trains and evaluates the six health tools and writes their model cards.' },
  { slug: 'daniel-brooks', name: 'Daniel Brooks', role: 'Head of Engineering', bio: 'Builds the portal and keeps patient data secure, from passwords to the audit log.' },
  { slug: 'sofia-alvarez', name: 'Sofia Alvarez', role: 'Patient Experience Lead', bio: 'Answers your messages and turns your feedback into improvements.' },
];

export interface Achievement {
  Icon: LucideIcon;
  title: string;
  text: string;
  link: { to: string; label: string };
}

export const achievements: readonly Achievement[] = [
  {
    Icon: Award,
    title: '98% accuracy in breast cancer detection',
    text: 'Our model reached 98.0% accuracy and a ROC AUC of 0.995 in repeated 10-fold cross-validation on the Wisconsin Diagnostic data set.',
    link: { to: '/research', label: 'Read the research' },
  },
  {
    Icon: FlaskConical,
    title: 'Six tools with published model cards',
    text: 'Heart disease, Parkinson’s disease, breast cancer, calories, insurance and diabetes: each card lists its data, its scores and its limits.',
    link: { to: '/research', label: 'How we evaluate' },
  },
  {
    Icon: ShieldCheck,
    title: 'An audit trail for every record',
    text: 'Each time a patient’s records are read or changed, who did it and when is logged, so access can always be checked.',
    link: { to: '/privacy', label: 'Our privacy policy' },
  },
  {
    Icon: Accessibility,
    title: 'Built for everyone',
    text: 'We design for WCAG 2.2 AA: keyboard use, screen readers, zoom and reduced motion, on phones as small as 360 pixels.',
    link: { to: '/accessibility', label: 'Accessibility statement' },
  },
];
