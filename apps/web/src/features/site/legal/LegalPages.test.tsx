import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { present } from '../../../test/present';
import { renderApp } from '../../../test/render';

// SHELL-14: the terms, the privacy policy and the accessibility statement, each with its date, a
// table of contents whose entries lead to the numbered sections, and the sections themselves.

const pages = [
  { path: '/terms', title: 'Terms of Use', first: 'agreement', sectionCount: 9 },
  { path: '/privacy', title: 'Privacy Policy', first: 'who-we-are', sectionCount: 9 },
  { path: '/accessibility', title: 'Accessibility Statement', first: null, sectionCount: null },
] as const;

async function open(path: string, title: string) {
  fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 });
}

describe.each(pages)('the $title page', { timeout: 20_000 }, ({ path, title, first, sectionCount }) => {
  it('says when it last changed and has the page title', async () => {
    await open(path, title);
    expect(screen.getByText(i18next.t('legal:updated'))).toBeInTheDocument();
    expect(i18next.t('legal:updated')).toMatch(/^Last updated: [A-Z][a-z]+ \d{4}$/);
    expect(document.title).toBe(`${title} · Clinvia`);
  });

  it('lists its sections in order, each entry leading to its numbered section', async () => {
    await open(path, title);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    const entries = contents.getAllByRole('link');
    if (sectionCount !== null) expect(entries).toHaveLength(sectionCount);
    if (first !== null) expect(entries[0]).toHaveAttribute('href', `#${first}`);
    entries.forEach((entry, index) => {
      const id = (entry.getAttribute('href') ?? '').slice(1);
      const section = document.getElementById(id);
      const heading = within(present(section, `section #${id}`)).getByRole('heading', { level: 2 });
      expect(heading.textContent).toBe(entry.textContent);
      expect(heading.textContent.startsWith(`${String(index + 1)}. `)).toBe(true);
      expect(section).toHaveAccessibleName(heading.textContent);
    });
  });
});

describe('what the legal texts promise', { timeout: 20_000 }, () => {
  it('the terms say the portal is not for emergencies, with the hotline to call', async () => {
    await open('/terms', 'Terms of Use');
    const section = within(screen.getByRole('region', { name: /Not for emergencies/i }));
    expect(section.getByText(/\+1-800-555-0199|911/)).toBeInTheDocument();
  });

  it('the privacy policy says how to reach the clinic about one’s data', async () => {
    await open('/privacy', 'Privacy Policy');
    const rights = within(screen.getByRole('region', { name: /Your rights/i }));
    expect(rights.getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('the accessibility statement gives a way to report a barrier', async () => {
    await open('/accessibility', 'Accessibility Statement');
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('link', { name: 'care@clinvia.example' })[0]).toHaveAttribute('href', 'mailto:care@clinvia.example');
  });
});
