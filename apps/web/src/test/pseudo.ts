import { act } from '@testing-library/react';
import i18next from 'i18next';
import { english, lazyNamespaces } from '../app/i18n/catalogues';
import type { Catalogue } from '../lib/i18n/catalogue';
import { switchLanguage } from '../lib/i18n/i18n';
import { pseudoCatalogue, pseudoLanguage } from '../lib/i18n/pseudo';

// I18N-8: the pieces of a pseudo-language render test, shared by each feature's own test: switch
// every namespace to the pseudo-language, then read what a person reads or hears in the page and
// keep what did not come through a catalogue.

/** Switches the app to the pseudo-language, every namespace, bundled or lazy. */
export async function inPseudoLanguage(): Promise<void> {
  // test/setup.ts has fetched the lazy namespaces' English.
  for (const namespace of [...Object.keys(english), ...Object.keys(lazyNamespaces)]) {
    const catalogue = i18next.getResourceBundle('en', namespace) as Catalogue;
    i18next.addResourceBundle(pseudoLanguage, namespace, pseudoCatalogue(catalogue), true, true);
  }
  await act(() => switchLanguage(pseudoLanguage));
}

/** What a person reads or hears in `element`: its text and the labelling attributes inside it. */
export function readable(element: Element): string[] {
  const attributes = ['aria-label', 'title', 'alt', 'placeholder'];
  const labelled = [element, ...element.querySelectorAll('*')].flatMap((node) => attributes.map((name) => node.getAttribute(name) ?? ''));
  return [element.textContent, ...labelled];
}

/** `text` without its pseudo-language strings, innermost first: a translated word can hold another ('⟦Rémóvé ⟦Thé dáté⟧ péríód 1⟧'). */
function withoutTranslated(text: string): string {
  let left = text;
  for (let before = ''; before !== left; ) {
    before = left;
    left = left.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return left;
}

/** The words of `texts` outside pseudo-language brackets that hold letters, but for the given data. */
export function untranslated(texts: string[], data: string[] = []): string[] {
  return texts
    .map((text) => data.reduce((left, value) => left.split(value).join(' '), withoutTranslated(text)))
    .flatMap((left) => left.split(/\s+/))
    .filter((word) => /[A-Za-z]/.test(word));
}
