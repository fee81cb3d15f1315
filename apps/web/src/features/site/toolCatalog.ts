import type { PredictionTool } from '@clinvia/contracts/predictions';
import { AudioLines, BadgeDollarSign, Droplet, Flame, HeartPulse, Microscope, type LucideIcon } from 'lucide-react';

export interface ToolCatalogEntry {
  tool: PredictionTool;
  path: string;
  icon: LucideIcon;
}

/**
 * The six tools as the Services page lists them (PRED-1, in the specification's order); their
 * names and summaries are the 'site' catalogue's tools.* (I18N-1). Type-only imports from the
 * contracts, so the Services page does not download zod.
 */
export const toolCatalog: readonly ToolCatalogEntry[] = [
  {
    tool: 'heart',
    path: '/heart-disease-detection',
    icon: HeartPulse,
  },
  {
    tool: 'parkinsons',
    path: '/parkinson-disease-detection',
    icon: AudioLines,
  },
  {
    tool: 'breast-cancer',
    path: '/breast-cancer-detection',
    icon: Microscope,
  },
  {
    tool: 'calories',
    path: '/calories-prediction',
    icon: Flame,
  },
  {
    tool: 'insurance',
    path: '/insurance-prediction',
    icon: BadgeDollarSign,
  },
  {
    tool: 'diabetes',
    path: '/diabetes-prediction',
    icon: Droplet,
  },
];
