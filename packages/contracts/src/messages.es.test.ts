import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spanishMessages } from './messages.es';

// I18N-11: the Spanish table holds every message the contracts export, by its English text, and
// nothing else. A message is exported as a `…Message` string or in a `…Messages` (or a prediction's
// `…Results`) table; a table's
// functions (messages with a value inside) are not looked up by text and are left out here.

const source = dirname(fileURLToPath(import.meta.url));

async function contractMessages(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = readdirSync(source).filter((file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'messages.es.ts');
  for (const file of files) {
    const module = pathToFileURL(join(source, file)).href;
    const exports = (await import(module)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (name.endsWith('Message') && typeof value === 'string') found.set(value, `${file}: ${name}`);
      if (!/(Messages|Results)$/.test(name) || typeof value !== 'object' || value === null) continue;
      for (const [key, text] of Object.entries(value)) if (typeof text === 'string') found.set(text, `${file}: ${name}.${key}`);
    }
  }
  return found;
}

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the contracts’ messages in Spanish (I18N-11)', () => {
  it('has every exported message, and no message the contracts no longer export', async () => {
    const english = await contractMessages();
    expect(english.size).toBeGreaterThan(300);
    const missing = [...english].filter(([text]) => spanishMessages[text] === undefined).map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
    expect(Object.keys(spanishMessages).filter((text) => !english.has(text))).toEqual([]);
  });

  it('writes each in Spanish, with the numbers of the English', () => {
    for (const [english, spanish] of Object.entries(spanishMessages)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
      expect(numbers(spanish), english).toEqual(numbers(english));
    }
  });
});
