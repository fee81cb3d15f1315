import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patient, renderApp } from '../../test/render';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';

// I18N-8: the site's converted pages rendered in the pseudo-language show no text that did not
// come through a catalogue ('site' for the home page, 'legal' for the legal pages, 'sitePages' for
// the others).

function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json({ social: {}, figures: [], partners: [] })));
}

// Data, not the portal's words: the hotline's and the clinic's numbers and addresses.
const data = ['+1', '(415)', '555-0142', 'care@clinvia.example', '1250 Harbor View Drive, Suite 400', 'San Francisco, CA 94107'];

describe('the site pages in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the home page with no untranslated text and no raw key (but the doctors carousel, the doctors feature’s)', async () => {
    stubApi();
    await inPseudoLanguage();
    renderApp('/');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    // The hero and the bands named by their headings; the carousel is the doctors feature's.
    const own = [...main.querySelectorAll('section')].filter((section) => section.getAttribute('aria-labelledby') !== null || section.querySelector('h1') !== null);
    expect(own.length).toBeGreaterThan(3);
    expect(own.flatMap((section) => untranslated(readable(section), data))).toEqual([]);
  });

  it.each(['/services', '/services?tab=ambulance', '/emergency', '/contact', '/about', '/about?tab=team', '/about?tab=achievements', '/about?tab=partners', '/newsletter/unsubscribe', '/newsletter/unsubscribe?token=abc', '/no-such-page', '/faq', '/health-resources', '/wellness-tips', '/sitemap', '/privacy', '/terms', '/accessibility'])(
    'shows %s with no untranslated text and no raw key',
    async (path) => {
      stubApi();
      await inPseudoLanguage();
      renderApp(path, path.startsWith('/emergency') ? patient : undefined);
      const main = await screen.findByRole('main', {}, { timeout: 15_000 });
      await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
      expect(document.title).toMatch(/^⟦.*⟧$/);
      // The team's names are people's names, their avatars' initials single letters. The message
      // box's counter ('0 / 2000 characters') is components/fields.tsx's, not converted yet.
      const left = untranslated(readable(main), [...data, 'Dr. Amara Okafor', 'Dr. Mei Lin', 'Daniel Brooks', 'Sofia Alvarez', 'Amara Okafor', 'Mei Lin']);
      expect(left.filter((word) => word.length > 1 && word !== 'characters')).toEqual([]);
    },
  );
});
