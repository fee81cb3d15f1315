import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('footer', () => {
  it('links the site pages and shows the copyright line', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/privacy', '/terms', '/contact', '/accessibility', '/sitemap']));
    for (const item of ['Health Resources', 'Wellness Tips', 'FAQ', 'Support']) {
      expect(footer.getByText(item).closest('a')).toBeNull();
    }
    expect(footer.getByText('© 2025 Clinvia. All rights reserved.')).toBeInTheDocument();
  });

  it('has a newsletter box with a required e-mail field that does not reload the page', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const email = footer.getByRole('textbox', { name: /health tips/i });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    const form = email.closest('form');
    if (form === null) throw new Error('the e-mail field is not in a form');
    // fireEvent returns false when the handler prevented the default (a page reload).
    expect(fireEvent.submit(form)).toBe(false);
    expect(footer.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
