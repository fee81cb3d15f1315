// HOT PATH, hand-written by a measured decision (docs/decisions/2026-11-28-prediction-json-writer.md):
// an answer's JSON text costs 2.3 µs instead of JSON.stringify's 5.0 for heart (breast cancer 4.3
// instead of 6.9) in process, the same bytes; with the body check before zod, a route's own work
// fell from 11.0 to 5.8 µs (docs/performance.md#prediction-cost).

/**
 * JSON text of the service's answers: the text JSON.stringify gives, byte for byte, with the
 * parts that are the same in every answer turned into text once (PERF-10, PERF-12). Those parts
 * are most of an answer (heart's reading notes alone are 1.6 KB of its 2.4), and JSON.stringify
 * scanned them for characters to escape on every request: with the Content-Length's byte count,
 * 2.6–7.1 µs an answer in process against 1.5–4.4 µs here.
 *
 * - `fixedObjects` are known by identity (each model's block of the answers, the model cards):
 *   they are deep-frozen here, so their text cannot go stale.
 * - `fixedStrings` are known by content (the disclaimer, the reading notes): a string equal to
 *   one of them is written from its stored text, whatever object holds it.
 *
 * Everything else is walked as JSON.stringify walks it; a value it would handle specially (one
 * with toJSON, a class instance) is handed to JSON.stringify itself.
 */
export type JsonWriter = (value: unknown) => string;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

const isPlain = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

// Keys of our answers come from the contract and the field lists (a few hundred at most); the
// bound only keeps a mistake from growing the cache without limit.
const maxKeys = 2000;

export function jsonWriter(fixedObjects: readonly object[], fixedStrings: readonly string[]): JsonWriter {
  const objectTexts = new WeakMap<object, string>();
  const stringTexts = new Map<string, string>();
  const keyTexts = new Map<string, string>();
  for (const text of fixedStrings) stringTexts.set(text, JSON.stringify(text));

  const key = (name: string): string => {
    let text = keyTexts.get(name);
    if (text === undefined) {
      text = `${JSON.stringify(name)}:`;
      if (keyTexts.size < maxKeys) keyTexts.set(name, text);
    }
    return text;
  };

  // `undefined` where JSON.stringify leaves the value out (undefined, functions, symbols).
  const write = (value: unknown): string | undefined => {
    switch (typeof value) {
      case 'string':
        return stringTexts.get(value) ?? JSON.stringify(value);
      case 'number':
        // JSON.stringify writes a finite number as String() does, and NaN and ±Infinity as null.
        return Number.isFinite(value) ? String(value) : 'null';
      case 'boolean':
        return value ? 'true' : 'false';
      case 'object': {
        if (value === null) return 'null';
        const fixed = objectTexts.get(value);
        if (fixed !== undefined) return fixed;
        if (Array.isArray(value)) {
          let text = '[';
          for (let i = 0; i < value.length; i++) text += `${i === 0 ? '' : ','}${write(value[i]) ?? 'null'}`;
          return `${text}]`;
        }
        if (!isPlain(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
        let text = '{';
        let separator = '';
        for (const name of Object.keys(value)) {
          const member = write((value as Record<string, unknown>)[name]);
          if (member === undefined) continue;
          text += `${separator}${key(name)}${member}`;
          separator = ',';
        }
        return `${text}}`;
      }
      case 'undefined':
      case 'function':
      case 'symbol':
        return undefined;
      case 'bigint':
        // JSON.stringify throws on a BigInt; so does this, with its message.
        return JSON.stringify(value);
    }
  };

  for (const value of fixedObjects) {
    deepFreeze(value);
    objectTexts.set(value, JSON.stringify(value));
  }
  // Fastify's serialisers return a string; every answer here is an object.
  return (value) => write(value) ?? 'null';
}
