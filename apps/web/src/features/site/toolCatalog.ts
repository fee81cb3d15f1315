import type { PredictionTool } from '@clinvia/contracts/predictions';
import { AudioLines, BadgeDollarSign, Droplet, Flame, HeartPulse, Microscope, type LucideIcon } from 'lucide-react';

export interface ToolCatalogEntry {
  tool: PredictionTool;
  /** PRED-1: the card's name. */
  name: string;
  path: string;
  /** One line on the Services card. */
  summary: string;
  icon: LucideIcon;
}

/**
 * The six tools as the Services page lists them (PRED-1, in the specification's order). Type-only imports
 * from the contracts, so the Services page does not download zod.
 */
export const toolCatalog: readonly ToolCatalogEntry[] = [
  {
    tool: 'heart',
    name: 'Heart Disease Detection',
    path: '/heart-disease-detection',
    summary: 'Estimate the risk of heart disease from 13 clinical and exercise-test findings.',
    icon: HeartPulse,
  },
  {
    tool: 'parkinsons',
    name: "Parkinson's Disease Detection",
    path: '/parkinson-disease-detection',
    summary: "Estimate the likelihood of Parkinson's disease from 22 voice measurements.",
    icon: AudioLines,
  },
  {
    tool: 'breast-cancer',
    name: 'Breast Cancer Detection',
    path: '/breast-cancer-detection',
    summary: 'Classify a breast mass as benign or malignant from 30 cell nucleus features.',
    icon: Microscope,
  },
  {
    tool: 'calories',
    name: 'Calories Prediction',
    path: '/calories-prediction',
    summary: 'Estimate the calories burned in a workout from its duration, heart rate and you.',
    icon: Flame,
  },
  {
    tool: 'insurance',
    name: 'Insurance Price Prediction',
    path: '/insurance-prediction',
    summary: 'Estimate a yearly health insurance premium from age, BMI, smoking and region.',
    icon: BadgeDollarSign,
  },
  {
    tool: 'diabetes',
    name: 'Diabetes Prediction',
    path: '/diabetes-prediction',
    summary: 'Assess the risk of diabetes from eight health measurements.',
    icon: Droplet,
  },
];
