import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

// ABOUT-4, SHELL-15: the About page's figures and partners and the footer's social links are
// the clinic's own content from GET /api/site/settings. (One answer per file: the page load's
// one request is kept for the tab, as in the browser.)

const settings = {
  social: { instagram: 'https://www.instagram.com/harborclinic', linkedin: 'https://www.linkedin.com/company/harbor-clinic' },
  figures: [
    { value: '98%', label: 'accuracy', detail: 'of our breast cancer model in repeated 10-fold cross-validation' },
    { value: '15', label: 'cities', detail: null },
  ],
  partners: [
    { name: 'Bay Labs', url: 'https://baylabs.example' },
    { name: 'City Hospital', url: null },
  ],
};

vi.stubGlobal(
  'fetch',
  vi.fn((url: string) => Promise.resolve(Response.json(url.startsWith('/api/site/settings') ? settings : []))),
);

describe('the clinic’s own content on the public pages', () => {
  it('shows the figures the clinic set on Our Mission', async () => {
    renderApp('/about');
    const figures = within(await screen.findByRole('list', { name: 'Clinvia in numbers' }));
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['98%accuracyof our breast cancer model in repeated 10-fold cross-validation', '15cities']);
  });

  it('lists the partners, linking those with an address', async () => {
    renderApp('/about?tab=partners');
    const partners = within(await screen.findByRole('list', { name: 'Our partners' }));
    expect(partners.getByRole('link', { name: 'Bay Labs' })).toHaveAttribute('href', 'https://baylabs.example');
    expect(partners.getByText('City Hospital').closest('a')).toBeNull();
  });

  it("links the footer's social icons to the clinic's profiles, only the networks set (SHELL-15)", async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const social = within(await footer.findByRole('list', { name: 'Clinvia on social media' }));
    expect(social.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram', 'https://www.instagram.com/harborclinic'],
      ['LinkedIn', 'https://www.linkedin.com/company/harbor-clinic'],
    ]);
  });
});
