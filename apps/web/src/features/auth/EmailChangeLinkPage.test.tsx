import { emailChangeLinkMessages, type EmailChangeLink, type EmailChangeLinkState, type EmailChangeStop, type EmailChangeStopState } from '@clinvia/contracts/auth';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { renderApp } from '../../test/render';

// AUTH-26: the page of the link sent to a new e-mail address: it shows the address, changes
// nothing on load, confirms with the button's POST, and says what happened when the link is
// replaced, used or refused.

configure({ asyncUtilTimeout: 5000 });

const token = 'Y2hhbmdl.c2lnbmF0dXJl';
const link = (state: EmailChangeLinkState): EmailChangeLink => ({ state, message: emailChangeLinkMessages[state], email: 'new@example.com' });

/** The link's reading and its POST answered; returns the methods the page sent to the link's routes. */
function stubApi(read: Reply, post?: Reply) {
  const api = fakeApi({ 'GET /api/email-change-links*': read, ...(post === undefined ? {} : { 'POST /api/email-change-links*': post }) });
  return () => api.sent.filter((request) => request.path.startsWith('/api/email-change-links')).map((request) => request.method);
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
    expect(calls()).toEqual(['GET']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeInTheDocument();
    expect(screen.getByText(emailChangeLinkMessages.done)).toBeInTheDocument();
    expect(calls()).toEqual(['GET', 'POST']);
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
    stubApi({ status: 200, body: link('ready') }, apiError(409, 'email_taken', refusal));
    const user = userEvent.setup({ delay: null });
    renderApp(`/confirm-email?token=${token}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

describe('the page of the old address’s stop link (AUTH-28)', { timeout: 20_000 }, () => {
  const stop = (state: EmailChangeStopState): EmailChangeStop => ({ state, message: `The change is ${state}.`, maskedEmail: 'n***@example.com' });

  it('shows the masked address, changes nothing on load and stops with the button', async () => {
    const api = fakeApi({ 'GET /api/email-change-stop-links': { body: stop('ready') }, 'POST /api/email-change-stop-links': { body: stop('done') } });
    const user = userEvent.setup({ delay: null });
    renderApp(`/stop-email-change?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Stop the change of your e-mail address' })).toBeInTheDocument();
    expect(await screen.findByText('n***@example.com')).toBeInTheDocument();
    expect(api.calls('POST', '/api/email-change-stop-links')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop it and sign out everywhere' }));
    const done = await screen.findByRole('heading', { name: 'Change stopped' });
    expect(done).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The change is done.');
    expect(api.calls('POST', '/api/email-change-stop-links')[0]?.body).toEqual({ token });
  });

  it('says an expired link expired, and offers no button', async () => {
    fakeApi({ 'GET /api/email-change-stop-links': { body: stop('expired') } });
    renderApp(`/stop-email-change?token=${token}`);
    expect(await screen.findByText('The change is expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop it and sign out everywhere' })).toBeNull();
  });

  it('says a link without its token is incomplete', async () => {
    fakeApi({});
    renderApp('/stop-email-change');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
