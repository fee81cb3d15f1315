import { addressLinkMessages, type AddressLink, type AddressLinkState } from '@clinvia/contracts/visits';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { renderApp } from '../../test/render';

// MAIL-1: the page of a contact-address confirmation link: it shows the address, confirms
// nothing on load, confirms with the button's POST, and says clearly when the link is expired or not genuine.

configure({ asyncUtilTimeout: 5000 });

const token = 'YWRkcmVzcw.c2lnbmF0dXJl';
const link = (state: AddressLinkState): AddressLink => ({ state, message: addressLinkMessages[state], email: 'family@example.com' });

/** The link's reading and its POST answered; returns the methods the page sent to the link's routes. */
function stubApi(read: Reply, post?: Reply) {
  const api = fakeApi({ 'GET /api/contact-address-links*': read, ...(post === undefined ? {} : { 'POST /api/contact-address-links*': post }) });
  return () => api.sent.filter((request) => request.path.startsWith('/api/contact-address-links')).map((request) => request.method);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contact address confirmation page (MAIL-1)', { timeout: 20_000 }, () => {
  it('shows the address, changes nothing on load and confirms with the button', async () => {
    const calls = stubApi({ status: 200, body: link('ready') }, { status: 200, body: link('done') });
    const user = userEvent.setup({ delay: null });
    renderApp(`/confirm-address?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'Confirm this e-mail address' })).toBeInTheDocument();
    expect(await screen.findByText('family@example.com')).toBeInTheDocument();
    expect(screen.getByText(addressLinkMessages.ready)).toBeInTheDocument();
    expect(calls()).toEqual(['GET']);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Address confirmed' })).toBeInTheDocument();
    expect(screen.getByText(addressLinkMessages.done)).toBeInTheDocument();
    expect(calls()).toEqual(['GET', 'POST']);
  });

  it('says when the link has expired, and offers no button', async () => {
    stubApi({ status: 200, body: link('expired') });
    renderApp(`/confirm-address?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('says a link that is not genuine is not valid', async () => {
    stubApi(apiError(404, 'link_invalid', addressLinkMessages.invalid));
    renderApp(`/confirm-address?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(addressLinkMessages.invalid)).toBeInTheDocument();
  });
});
