import { Activity, Brain, Flame, HeartPulse, Microscope, ShieldPlus, type LucideIcon } from 'lucide-react';

export interface HealthTool {
  title: string;
  path: string;
  summary: string;
  Icon: LucideIcon;
}

/** SPEC §2 'Services': the six health tools, their names and routes. */
export const healthTools: readonly HealthTool[] = [
  { title: 'Heart Disease Detection', path: '/heart-disease-detection', summary: 'Heart-disease risk from 13 clinical measurements such as blood pressure and cholesterol.', Icon: HeartPulse },
  { title: "Parkinson's Disease Detection", path: '/parkinson-disease-detection', summary: "Signs of Parkinson's disease in 22 measurements of a voice recording.", Icon: Brain },
  { title: 'Breast Cancer Detection', path: '/breast-cancer-detection', summary: 'Benign or malignant, from 30 cell-nucleus measurements of a biopsy image.', Icon: Microscope },
  { title: 'Calories Prediction', path: '/calories-prediction', summary: 'Calories a workout burns, from its duration, heart rate and body temperature.', Icon: Flame },
  { title: 'Insurance Price Prediction', path: '/insurance-prediction', summary: 'A yearly health-insurance premium from age, BMI, smoking and region.', Icon: ShieldPlus },
  { title: 'Diabetes Prediction', path: '/diabetes-prediction', summary: 'Diabetes risk from glucose, blood pressure, BMI and five other measures.', Icon: Activity },
];
