import { authMessages } from '@clinvia/contracts/auth';
import { newsletterMessages } from '@clinvia/contracts/newsletter';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/i18n';
import { apiError, fakeApi } from '../../../test/api';
import { NewsletterSignup } from './NewsletterSignup';

// NEWS-1: the footer's box on its own: each state it goes through (checking, sending, refused,
// done) and what it says in each, in the page's language (I18N-11).

const path = '/api/newsletter';

function renderBox() {
  render(<NewsletterSignup />);
  return { email: screen.getByRole('textbox', { name: 'Health tips and news, once a month.' }), subscribe: screen.getByRole('button', { name: 'Subscribe' }) };
}

describe('the newsletter box (NEWS-1)', () => {
  it('asks for an address before sending, with the focus back on the field', async () => {
    const api = fakeApi({});
    const { email, subscribe } = renderBox();
    await userEvent.click(subscribe);
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.sent).toEqual([]);
  });

  it('says it is subscribing while the server answers, then gives the server’s words in place of the box', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = fakeApi({ [`POST ${path}`]: { body: { status: 'already_subscribed', message: newsletterMessages.alreadySubscribed } } });
    const fake = vi.mocked(fetch);
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      await held;
      return fake(input, init);
    }));
    const { email, subscribe } = renderBox();
    await userEvent.type(email, 'maria@example.com');
    await userEvent.click(subscribe);
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('status')).toHaveTextContent(newsletterMessages.alreadySubscribed);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(api.calls('POST', path).map((request) => request.body)).toEqual([{ email: 'maria@example.com', website: '' }]);
  });

  it('says why the server refused without naming the field, and lets the visitor try again', async () => {
    fakeApi({ [`POST ${path}`]: apiError(429, 'rate_limited', 'Too many requests. Please wait a minute and try again.') });
    const { email, subscribe } = renderBox();
    await userEvent.type(email, 'maria@example.com');
    await userEvent.click(subscribe);
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Too many requests. Please wait a minute and try again.');
    expect(email).toHaveValue('maria@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says the server cannot be reached when the request never gets an answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const { email, subscribe } = renderBox();
    await userEvent.type(email, 'maria@example.com');
    await userEvent.click(subscribe);
    expect(await screen.findByText('Cannot reach the server. Check your connection and try again.')).toBeInTheDocument();
    expect(email).toHaveValue('maria@example.com');
  });

  it('says its own check of the address in Spanish on a Spanish page (I18N-11)', async () => {
    const api = fakeApi({});
    await act(() => switchLanguage('es'));
    render(<NewsletterSignup />);
    await userEvent.type(screen.getByRole('textbox'), 'maria@');
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByText('Dirección de correo electrónico no válida')).toBeInTheDocument();
    expect(screen.queryByText(authMessages.emailInvalid)).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
