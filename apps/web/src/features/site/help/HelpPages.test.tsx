import { screen } from '@testing-library/react';
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
