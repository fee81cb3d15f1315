import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { renderApp } from '../../test/render';
import { present } from '../../test/present';

// CONTACT-1 to CONTACT-3: how to reach the clinic, the message form, three questions, and the
// urgent-care banner the sign-in page links to (#urgent-care).

function contactApi() {
  return fakeApi({ 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
}

describe('the Contact Us page', { timeout: 20_000 }, () => {
  it('gives the address, a phone and an e-mail to call or write to, and the working hours', async () => {
    contactApi();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 15_000 })).toBeInTheDocument();
    const reach = within(screen.getByRole('region', { name: 'Reach us' }));
    expect(reach.getByText('1250 Harbor View Drive, Suite 400')).toBeInTheDocument();
    expect(reach.getByRole('link', { name: '+1 (415) 555-0142' })).toHaveAttribute('href', 'tel:+14155550142');
    expect(reach.getByRole('link', { name: 'care@clinvia.example' })).toHaveAttribute('href', 'mailto:care@clinvia.example');
    expect(reach.getByText('Mon - Fri: 9 AM - 6 PM')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Send us a message' })).getByRole('button', { name: /send/i })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us · Clinvia');
  });

  it('answers the three questions, each opening on a click', async () => {
    contactApi();
    const user = userEvent.setup();
    renderApp('/contact');
    const faq = within(await screen.findByRole('region', { name: 'Frequently asked questions' }, { timeout: 15_000 }));
    const questions = faq.getAllByText(/\?$/, { selector: 'summary' });
    expect(questions.map((question) => question.textContent)).toEqual(['How do I schedule an appointment?', 'Do you accept my insurance?', 'How can I get a copy of my medical records?']);
    const records = present(questions[2]?.closest('details'));
    expect(records.open).toBe(false);
    await user.click(present(questions[2]));
    expect(records.open).toBe(true);
    expect(within(records).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('puts the emergency call first in the urgent-care banner and unfolds the rest on demand', async () => {
    contactApi();
    const user = userEvent.setup();
    renderApp('/contact#urgent-care');
    const banner = within(await screen.findByRole('region', { name: 'Need urgent care?' }, { timeout: 15_000 }));
    expect(banner.getByRole('link', { name: 'Call +1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    const more = banner.getByRole('button', { name: 'Learn About Urgent Care' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(banner.queryByRole('heading', { name: 'Emergency: call now' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(banner.getByRole('heading', { name: 'Emergency: call now' })).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Ambulance service' })).toHaveAttribute('href', '/emergency');
    expect(banner.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find-doctor');
    await user.click(more);
    expect(banner.queryByRole('heading', { name: 'Emergency: call now' })).not.toBeInTheDocument();
  });
});
