import { claimErrorCodes, claimMessages } from '@clinvia/contracts/dependent-claims';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type SentRequest } from '../../test/api';
import { patient, renderApp } from '../../test/render';

// FAMILY-9: the invitation's link says whose record it is, sends a signed-out person to register
// or sign in (and back), lets the invited account confirm, and says why a link does not open.

const token = 'A'.repeat(43);
const invited = { name: 'Leo Lopez', email: 'maria@example.com', has_account: false };

describe('/claim-record (FAMILY-9)', { timeout: 20_000 }, () => {
  it('signed out: says whose record and to which address, and leads to registration', async () => {
    const sent: SentRequest[] = [];
    fakeApi({ 'POST /api/record-claims/inspect': (request) => (sent.push(request), { body: invited }) });
    const { router } = renderApp(`/claim-record#${token}`);
    expect(await screen.findByRole('heading', { name: 'Leo Lopez, claim your record' })).toBeInTheDocument();
    expect(screen.getByText(/This invitation was sent to maria@example.com/)).toBeInTheDocument();
    expect(sent.map((request) => request.body)).toEqual([{ token }]);
    await userEvent.click(screen.getByRole('button', { name: 'Create your account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect((router.state.location.state as { from: { hash: string } }).from.hash).toBe(`#${token}`);
  });

  it('signed in with the invited address: claims on confirming and leads to the visits', async () => {
    const claims: SentRequest[] = [];
    let inspections = 0;
    fakeApi({
      // Once claimed, the invitation is used: asking again would answer 404 'used'.
      'POST /api/record-claims/inspect': () => (inspections += 1) > 1 ? apiError(404, claimErrorCodes.used, claimMessages.linkUsed) : { body: { ...invited, has_account: true } },
      'POST /api/record-claims/claim': (request) => (claims.push(request), { body: { message: claimMessages.claimed, appointments_moved: 2 } }),
    });
    renderApp(`/claim-record#${token}`, patient);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim my record' }));
    expect(await screen.findByText(claimMessages.claimed)).toBeInTheDocument();
    expect(claims.map((request) => request.body)).toEqual([{ token }]);
    expect(screen.getByRole('link', { name: 'See your visits' })).toHaveAttribute('href', '/appointments');
    expect(inspections).toBe(1);
  });

  it('signed in with another address: says so instead of offering the claim', async () => {
    fakeApi({ 'POST /api/record-claims/inspect': { body: { ...invited, email: 'leo@example.com', has_account: true } } });
    renderApp(`/claim-record#${token}`, patient);
    expect(await screen.findByText(/This is not the invited address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim my record' })).toBeNull();
  });

  it('says why an expired link does not open, and a link without its token', async () => {
    fakeApi({ 'POST /api/record-claims/inspect': apiError(404, claimErrorCodes.expired, claimMessages.linkExpired) });
    renderApp(`/claim-record#${token}`);
    expect(await screen.findByRole('heading', { name: 'This invitation does not open' })).toBeInTheDocument();
    expect(screen.getByText(claimMessages.linkExpired)).toBeInTheDocument();
  });

  it('says a link cut short is not complete', async () => {
    fakeApi({});
    renderApp('/claim-record#abc');
    expect(await screen.findByText(/This link is not complete/)).toBeInTheDocument();
  });
});
