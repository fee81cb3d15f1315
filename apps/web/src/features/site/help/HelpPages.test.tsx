import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

function quietApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json([])));
}

describe("the footer's resource pages (SHELL-14)", () => {
  it('FAQ: written answers that lead on to the emergency page, support and the privacy policy', async () => {
    quietApi();
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What do I do in an emergency?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'emergency page' })).toHaveAttribute('href', '/emergency');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('FAQ: every question is its own section, with its answer leading to the page that does it', async () => {
    quietApi();
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const answers: [string, string, string][] = [
      ['How do I book an appointment?', 'Find a Doctor', '/find-doctor'],
      ['Can I cancel or move an appointment?', 'Appointments', '/appointments'],
      ['What are the health tools, and can I rely on them?', 'health tools', '/services'],
      ['What do I do in an emergency?', '+1-800-555-0199', 'tel:+18005550199'],
      ['I forgot my password. What now?', 'Forgot password', '/forgot-password'],
      ['Who can see my records?', 'privacy policy', '/privacy'],
      ['How do I reach support?', 'contact page', '/contact'],
    ];
    for (const [question, link, href] of answers) {
      const section = within(screen.getByRole('region', { name: question }));
      expect(section.getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
      expect(section.getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    // The insurance answer is words alone; eight questions in all.
    expect(within(screen.getByRole('region', { name: 'Do you accept my insurance?' })).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });

  it('Health Resources: public health authorities, opened as plain links', async () => {
    quietApi();
    renderApp('/health-resources');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MedlinePlus (US National Library of Medicine)' })).toHaveAttribute('href', 'https://medlineplus.gov/');
    expect(screen.getByRole('link', { name: '988 Suicide & Crisis Lifeline' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Wellness Tips: each tip names the guideline it comes from', async () => {
    quietApi();
    renderApp('/wellness-tips');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellness Tips' })).toBeInTheDocument();
    expect(screen.getByText(/Physical Activity Guidelines for Americans/)).toBeInTheDocument();
    expect(screen.getByText(/American Academy of Sleep Medicine/)).toBeInTheDocument();
  });
});
