import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Footer } from './Footer';

/** The newsletter endpoint answers `reply`; everything else (the home page's carousel) an empty list. */
function fakeNewsletter(reply: () => Response) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/newsletter')) {
      bodies.push(JSON.parse(init?.body as string));
      return Promise.resolve(reply());
    }
    return Promise.resolve(Response.json([]));
  });
  return bodies;
}

async function footer() {
  renderApp('/about');
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  it('renders in the layout, which gives it no query client (the newsletter box brings its own)', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ social: {}, figures: [], partners: [] }));
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('links the site pages and the ambulance hotline and shows the copyright line', async () => {
    const view = await footer();
    const hrefs = view.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/privacy', '/terms', '/contact', '/accessibility', '/sitemap', 'tel:+18005550199', '/emergency']));
    // SHELL-14: SPEC's resource items keep their labels, with real destinations.
    for (const [item, href] of [
      ['Health Resources', '/health-resources'],
      ['Wellness Tips', '/wellness-tips'],
      ['FAQ', '/faq'],
      ['Support', '/contact'],
    ] as const) {
      expect(view.getByRole('link', { name: item })).toHaveAttribute('href', href);
    }
    expect(view.getByText('© 2025 Clinvia. All rights reserved.')).toBeInTheDocument();
  });

  it('checks the e-mail address before sending and keeps what was typed', async () => {
    const bodies = fakeNewsletter(() => Response.json({ status: 'subscribed', message: 'Thanks' }, { status: 201 }));
    const view = await footer();
    const email = view.getByRole('textbox', { name: /health tips/i });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await userEvent.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(await view.findByText('Email is required')).toBeInTheDocument();
    await userEvent.type(email, 'ana@example');
    await userEvent.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(await view.findByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveValue('ana@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('replaces the box with the confirmation, and sends the honeypot empty', async () => {
    const bodies = fakeNewsletter(() =>
      Response.json({ status: 'subscribed', message: 'Thank you for subscribing! We have sent a confirmation to your e-mail address.' }, { status: 201 }),
    );
    const view = await footer();
    await userEvent.type(view.getByRole('textbox', { name: /health tips/i }), 'ana@example.com');
    await userEvent.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(await view.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(view.queryByRole('textbox')).toBeNull();
    expect(bodies).toEqual([{ email: 'ana@example.com', website: '' }]);
  });

  it('says so when the address is already subscribed', async () => {
    fakeNewsletter(() => Response.json({ status: 'already_subscribed', message: 'You are already subscribed with this e-mail address. Nothing more to do.' }));
    const view = await footer();
    await userEvent.type(view.getByRole('textbox', { name: /health tips/i }), 'ana@example.com');
    await userEvent.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(await view.findByRole('status')).toHaveTextContent('You are already subscribed with this e-mail address.');
  });

  it("shows the server's reason when subscribing fails and keeps the address", async () => {
    fakeNewsletter(() => Response.json({ error: { code: 'rate_limited', message: 'Too many attempts from this device. Please try again in 10 minutes.' } }, { status: 429 }));
    const view = await footer();
    const email = view.getByRole('textbox', { name: /health tips/i });
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(view.getByRole('button', { name: 'Subscribe' }));
    expect(await view.findByText('Too many attempts from this device. Please try again in 10 minutes.')).toBeInTheDocument();
    expect(email).toHaveValue('ana@example.com');
  });
});
