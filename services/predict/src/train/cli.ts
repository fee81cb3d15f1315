import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { predictionTools, type ModelCard, type PredictionTool } from '@clinvia/contracts/predictions';
import type { Artefact } from '../models/artefact';
import { tools } from '../models/registry';
import { renderCard, renderIndex } from './card';
import { trainTool } from './train';

// `npm run train [-- tool ...]`: trains the listed tools (all by default), writes the artefacts
// to services/predict/models and the model cards to docs/models. `npm run train -- --cards`
// trains nothing: it renders the cards again from the stored artefacts (after a change to card.ts).
const modelsDir = fileURLToPath(new URL('../../models/', import.meta.url));
const docsDir = fileURLToPath(new URL('../../../../docs/models/', import.meta.url));

const cardsOnly = process.argv.includes('--cards');
const requested = process.argv.slice(2).filter((arg) => arg !== '--cards');
const unknown = requested.filter((t) => !(predictionTools as readonly string[]).includes(t));
if (unknown.length > 0) throw new Error(`unknown tool(s): ${unknown.join(', ')}; choose from ${predictionTools.join(', ')}`);
const selected: readonly PredictionTool[] = requested.length > 0 ? (requested as PredictionTool[]) : predictionTools;

mkdirSync(modelsDir, { recursive: true });
mkdirSync(docsDir, { recursive: true });
const started = Date.now();
if (!cardsOnly)
  for (const tool of selected) {
    const t = Date.now();
    const artefact = trainTool(tools[tool]);
    writeFileSync(`${modelsDir}${tool}.json`, `${JSON.stringify(artefact)}\n`);
    const bars = artefact.card.quality_bars.map((b) => `${b.metric} ${b.achieved.toFixed(4)} ${b.met ? '✓' : '✗'} (bar ${b.bar})`).join('; ');
    console.log(`${tool}: ${artefact.card.model.id} in ${((Date.now() - t) / 1000).toFixed(1)} s; ${bars}`);
  }
const cards: ModelCard[] = predictionTools.flatMap((tool) => {
  try {
    return [(JSON.parse(readFileSync(`${modelsDir}${tool}.json`, 'utf8')) as Artefact).card];
  } catch {
    return [];
  }
});
for (const card of cards) if (selected.includes(card.tool)) writeFileSync(`${docsDir}${card.tool}.md`, renderCard(card));
writeFileSync(`${docsDir}README.md`, renderIndex(cards));
console.log(cardsOnly ? `rendered ${selected.length} card(s) from the stored artefacts` : `trained ${selected.length} tool(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
