import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../lib/api';
import { switchLanguage } from '../../lib/i18n/i18n';
import { pseudoLanguage } from '../../lib/i18n/pseudo';
import { patient, renderApp } from '../../test/render';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';

// I18N-8: the converted screens rendered in the pseudo-language show no text that did not come
// through a catalogue (no English left, no raw key); I18N-3: switching to Spanish from the header.

const account = {
  user: { id: String(patient.id), role: 'patient', name: patient.name, email: patient.email, username: patient.username, profileImage: null, status: 'active' },
  phoneNumber: '+1 415 555 0100',
  address: '1 Main St',
  pendingEmail: null,
  language: 'en',
};

function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/notifications/unread')) return Promise.resolve(Response.json({ unread: 2 }));
    if (url.endsWith('/api/authentication/account')) return Promise.resolve(Response.json(account));
    return Promise.resolve(Response.json({ social: {}, figures: [], partners: [] }));
  });
}

describe('the converted screens in the pseudo-language (I18N-8)', () => {
  it('shows the layout, the sign-in page and the footer with no untranslated text and no raw key', async () => {
    stubApi();
    await inPseudoLanguage();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    expect(within(footer).getAllByRole('link').length).toBeGreaterThan(5);
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(document.body))).toEqual([]);
    expect(document.documentElement.lang).toBe(pseudoLanguage);
  });

  it.each(['/register', '/forgot-password', '/reset-password', '/reset-password?token=abc', '/claim-record'])('shows %s with no untranslated text and no raw key', async (path) => {
    stubApi();
    await inPseudoLanguage();
    renderApp(path);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main))).toEqual([]);
  });

  it('shows the signed-in header (bell, account menu) and the settings language card translated', async () => {
    stubApi();
    await inPseudoLanguage();
    renderApp('/settings', patient);
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('button', { name: /⟦/ });
    await userEvent.click(await within(banner).findByRole('button', { name: /⟦.*Maria Lopez/ }));
    const card = (await screen.findByRole('group', { name: /⟦/ })).closest('div') ?? document.body;
    // The person's name, and its initial in the avatar, are theirs, not the portal's words.
    expect(untranslated(readable(banner), [patient.name]).filter((word) => word !== patient.name.charAt(0))).toEqual([]);
    expect(untranslated(readable(card))).toEqual([]);
  });
});

describe('switching the language from the header (I18N-3)', () => {
  it('changes the header, the page and <html lang> to Spanish and back', async () => {
    stubApi();
    renderApp('/login');
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    // The page's own code loads after the header: the reader switches on the page they see.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    const select = screen.getByRole('combobox', { name: 'Site language' });
    await userEvent.selectOptions(select, 'es');

    const spanishNav = within(await screen.findByRole('navigation', { name: 'Principal' }));
    expect(spanishNav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(spanishNav.getByRole('link', { name: 'Buscar médico' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('clinvia.language')).toBe('es');

    // The select is named in the page's language, and switches back.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma del sitio' }), 'en');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('offers the choice in the mobile menu too', async () => {
    stubApi();
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    await screen.findByRole('navigation', { name: 'Main (mobile)' });
    const menu = document.getElementById('mobile-menu');
    if (menu === null) throw new Error('the mobile menu is not in the page');
    await userEvent.selectOptions(within(menu).getByRole('combobox', { name: 'Site language' }), 'es');
    expect(await screen.findByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('fetches a lazy namespace in Spanish when the page opens in Spanish (I18N-9)', async () => {
    stubApi();
    await act(() => switchLanguage('es'));
    renderApp('/claim-record');
    expect(await screen.findByRole('heading', { name: 'Esta invitación no se puede abrir' })).toBeInTheDocument();
    expect(document.title).toBe('Reclame su expediente · Clinvia');
  });

  it('sends the page language to the API in Accept-Language (I18N-5)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(Response.json({ status: 'ok' })));
    await apiFetch('/api/health');
    await act(() => switchLanguage('es'));
    await apiFetch('/api/health');
    const sent = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['en', 'es']);
  });
});
