import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { predictionTools, type PredictionTool } from '@clinvia/contracts/predictions';
import type { Artefact } from '../models/artefact';
import { artefactFormat } from '../models/artefact';
import type { Candidate } from '../models/pipeline';
import { tools } from '../models/registry';
import type { ToolDefinition } from '../models/tool';

export const modelsDir = fileURLToPath(new URL('../../models/', import.meta.url));

/** A tool's definition, its trained artefact and the candidate (terms) the artefact was fitted with. */
export interface LoadedModel {
  def: ToolDefinition;
  artefact: Artefact;
  candidate: Candidate;
}

export function readArtefact(tool: PredictionTool, dir = modelsDir): Artefact {
  return JSON.parse(readFileSync(`${dir}${tool}.json`, 'utf8')) as Artefact;
}

/** Checks that an artefact fits the code that will use it; a mismatch must stop the service, not mispredict. */
export function bindArtefact(def: ToolDefinition, artefact: Artefact): LoadedModel {
  // The JSON file may come from another version of this code, whatever its type says.
  const format: unknown = artefact.format;
  if (format !== artefactFormat) throw new Error(`${def.tool}: artefact format ${String(format)}, expected ${artefactFormat}`);
  if (artefact.tool !== def.tool) throw new Error(`${def.tool}: artefact is for ${artefact.tool}`);
  const candidate = def.candidates.find((c) => c.id === artefact.fitted.candidate);
  if (candidate === undefined) throw new Error(`${def.tool}: unknown candidate ${artefact.fitted.candidate}`);
  const names = candidate.terms.map((t) => t.name);
  if (names.join('|') !== artefact.fitted.terms.join('|')) throw new Error(`${def.tool}: artefact terms differ from the code's; retrain with npm run train`);
  return { def, artefact, candidate };
}

let loaded: Record<PredictionTool, LoadedModel> | undefined;

/** Loads and checks all six artefacts once per process. */
export function loadModels(): Record<PredictionTool, LoadedModel> {
  loaded ??= Object.fromEntries(predictionTools.map((tool) => [tool, bindArtefact(tools[tool], readArtefact(tool))])) as Record<PredictionTool, LoadedModel>;
  return loaded;
}
