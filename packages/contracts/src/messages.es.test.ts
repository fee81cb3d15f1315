import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spanishMessageBuilders, spanishMessages } from './messages.es';

// I18N-11: the Spanish table holds every message the contracts export, by its English text, and
// nothing else. A message is exported as a `…Message` string or in a `…Messages` (or a prediction's
// `…Results`) table; a table's
// functions (messages with a value inside) are not looked up by text and are left out here.

const source = dirname(fileURLToPath(import.meta.url));

/** Tables whose functions are words a page hands to a schema (SiteSettingsWords), in Spanish in the web's catalogue. */
const wordsGivenByThePage = new Set(['siteSettingsMessages']);

async function contractMessages(): Promise<{ texts: Map<string, string>; builders: Map<string, number> }> {
  const found = new Map<string, string>();
  const builders = new Map<string, number>();
  const files = readdirSync(source).filter((file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'messages.es.ts');
  for (const file of files) {
    const module = pathToFileURL(join(source, file)).href;
    const exports = (await import(module)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Message') && typeof value === 'string') found.set(value, `${file}: ${name}`);
      if (!/(Messages|Results)$/.test(name) || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value as Record<string, unknown>)) {
        if (typeof text === 'string') found.set(text, `${file}: ${name}.${key}`);
        if (typeof text === 'function' && !wordsGivenByThePage.has(name)) builders.set(`${name}.${key}`, (text as (...values: never[]) => string).length);
      }
    }
  }
  return { texts: found, builders };
}

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the contracts’ messages in Spanish (I18N-11)', () => {
  it('has every exported message, and no message the contracts no longer export', async () => {
    const english = (await contractMessages()).texts;
    expect(english.size).toBeGreaterThan(300);
    const missing = [...english].filter(([text]) => spanishMessages[text] === undefined).map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
    expect(Object.keys(spanishMessages).filter((text) => !english.has(text))).toEqual([]);
  });

  it('has a Spanish builder, with the same arguments, for every message with a value inside, and no other', async () => {
    const english = (await contractMessages()).builders;
    expect(english.size).toBeGreaterThan(5);
    const spanish = new Map(Object.entries(spanishMessageBuilders).flatMap(([table, builders]) => Object.entries(builders).map(([key, build]): [string, number] => [`${table}.${key}`, build.length])));
    expect(spanish).toEqual(english);
  });

  it('writes each in Spanish, with the numbers of the English', () => {
    for (const [english, spanish] of Object.entries(spanishMessages)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
      expect(numbers(spanish), english).toEqual(numbers(english));
    }
  });
});
