import { Accessibility, Award, FlaskConical, ShieldCheck, type LucideIcon } from 'lucide-react';

// The About page's content (ABOUT-2): the mission, the team, achievements; their words are the
// 'sitePages' catalogue's about.* (I18N-1), keyed as below. Its figures and partners are the
// clinic's own content, set by staff (ABOUT-4, lib/site-settings.ts).

export const missionValues = ['reach', 'privacy', 'evidence'] as const;

export interface TeamMember {
  slug: string;
  /** A person's name: the same in every language. */
  name: string;
  /** The key of their role and bio under about.members. */
  key: 'okafor' | 'lin' | 'brooks' | 'alvarez';
}

export const teamMembers: readonly TeamMember[] = [
  { slug: 'amara-okafor', name: 'Dr. Amara Okafor', key: 'okafor' },
  { slug: 'mei-lin', name: 'Dr. Mei Lin', key: 'lin' },
  { slug: 'daniel-brooks', name: 'Daniel Brooks', key: 'brooks' },
  { slug: 'sofia-alvarez', name: 'Sofia Alvarez', key: 'alvarez' },
];

export interface Achievement {
  Icon: LucideIcon;
  /** The key of its title, text and link's words under about.achievementList. */
  key: 'breastCancer' | 'modelCards' | 'audit' | 'everyone';
  to: string;
}

export const achievements: readonly Achievement[] = [
  { Icon: Award, key: 'breastCancer', to: '/research' },
  { Icon: FlaskConical, key: 'modelCards', to: '/research' },
  { Icon: ShieldCheck, key: 'audit', to: '/privacy' },
  { Icon: Accessibility, key: 'everyone', to: '/accessibility' },
];
