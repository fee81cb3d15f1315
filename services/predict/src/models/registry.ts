import type { PredictionTool } from '@clinvia/contracts/predictions';
import { breastCancer } from './breast-cancer';
import { calories } from './calories';
import { diabetes } from './diabetes';
import { heart } from './heart';
import { insurance } from './insurance';
import { parkinsons } from './parkinsons';
import type { ToolDefinition } from './tool';

export const tools: Record<PredictionTool, ToolDefinition> = {
  heart,
  parkinsons,
  'breast-cancer': breastCancer,
  calories,
  insurance,
  diabetes,
};
