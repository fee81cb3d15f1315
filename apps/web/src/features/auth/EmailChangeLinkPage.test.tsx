import { emailChangeLinkMessages, type EmailChangeLink, type EmailChangeLinkState } from '@clinvia/contracts/auth';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

// AUTH-26: the page of the link sent to a new e-mail address: it shows the address, changes
// nothing on load, confirms with the button's POST, and says what happened when the link is
// replaced, used or refused.

configure({ asyncUtilTimeout: 5000 });

const token = 'Y2hhbmdl.c2lnbmF0dXJl';
const link = (state: EmailChangeLinkState): EmailChangeLink => ({ state, message: emailChangeLinkMessages[state], email: 'new@example.com' });

interface Reply {
  status: number;
  body: unknown;
}

function stubApi(read: Reply, post?: Reply) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (!url.startsWith('/api/email-change-links')) return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
      calls.push(method);
      const reply = method === 'GET' ? read : post;
      if (!reply) throw new Error(`no answer for ${method} ${url}`);
      return Promise.resolve(Response.json(reply.body, { status: reply.status }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page of a new address’s confirmation link (AUTH-26)', { timeout: 20_000 }, () => {
  it('shows the address, changes nothing on load and confirms with the button', async () => {
    const calls = stubApi({ status: 200, body: link('ready') }, { status: 200, body: link('done') });
    const user = userEvent.setup({ delay: null });
    renderApp(`/confirm-email?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Confirm your new e-mail address' })).toBeInTheDocument();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(calls).toEqual(['GET']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeLinkMessages.done)).toBeInTheDocument();
    expect(calls).toEqual(['GET', 'POST']);
  });

  it('says a replaced link no longer works, and offers no button', async () => {
    stubApi({ status: 200, body: link('replaced') });
    renderApp(`/confirm-email?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeLinkMessages.replaced)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows the server’s refusal when the address was taken in the meantime', async () => {
    const refusal = 'An account with this email is already registered';
    stubApi({ status: 200, body: link('ready') }, { status: 409, body: { error: { code: 'email_taken', message: refusal } } });
    const user = userEvent.setup({ delay: null });
    renderApp(`/confirm-email?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
