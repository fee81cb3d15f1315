import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

// ABOUT-4, SHELL-15: a new installation has set nothing: no figures block, no partner boxes, no
// social icons (nothing empty, nothing leading nowhere).

const requests: string[] = [];
vi.stubGlobal(
  'fetch',
  vi.fn((url: string) => {
    requests.push(url);
    return Promise.resolve(Response.json(url.startsWith('/api/site/settings') ? { social: {}, figures: [], partners: [] } : []));
  }),
);

describe('the About page before the clinic sets its content', () => {
  it('shows no figures, no partners and no social icons, but keeps the invitation to get in touch', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(requests).toContain('/api/site/settings');
    });
    expect(screen.queryByRole('list', { name: 'Clinvia in numbers' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Clinvia on social media' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Our Partners' }));
    expect(await screen.findByRole('heading', { name: 'Our partners' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Our partners' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact');
  });
});
