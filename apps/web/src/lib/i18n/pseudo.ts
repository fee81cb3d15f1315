import type { Catalogue } from './catalogue';

// I18N-8: the test-only pseudo-language 'en-XA': every English string accented and bracketed
// ('Sign In' → '⟦Šíğñ Íñ⟧'), its {{placeholders}} and <tags> kept. A page rendered in it shows at a glance
// (and to a test) any text that did not come through a catalogue.

export const pseudoLanguage = 'en-XA';

const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ', c: 'ç', s: 'š', g: 'ğ', y: 'ý', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', N: 'Ñ', C: 'Ç', S: 'Š', G: 'Ğ', Y: 'Ý' };

function pseudoString(text: string): string {
  // Placeholders ('{{time}}', '{{time, clockArticle}}') and <Trans>'s tags ('<clock>') are kept as they are.
  const parts = text.split(/(\{\{[^}]+\}\}|<\/?\w+>)/);
  return `⟦${parts.map((part) => (part.startsWith('{{') || part.startsWith('<') ? part : part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter))).join('')}⟧`;
}

export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [key, typeof value === 'string' ? pseudoString(value) : pseudoCatalogue(value)]));
}
