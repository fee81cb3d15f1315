import { claimErrorCodes, claimMessages } from '@clinvia/contracts/dependent-claims';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { apiError, fakeApi, type SentRequest } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';

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

  it('signed out with an account at the address: offers only signing in, and comes back to the link after', async () => {
    fakeApi({ 'POST /api/record-claims/inspect': { body: { ...invited, has_account: true } } });
    const { router } = renderApp(`/claim-record#${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('button', { name: 'Create your account' })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string; hash: string } }).from).toMatchObject({ pathname: '/claim-record', hash: `#${token}` });
  });

  it('signed out without an account: lets a person who has one under another role sign in instead', async () => {
    fakeApi({ 'POST /api/record-claims/inspect': { body: invited } });
    const { router } = renderApp(`/claim-record#${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'I already have an account: sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says it is checking the invitation until the server answers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    fakeApi({ 'POST /api/record-claims/inspect': { body: invited } });
    const fake = vi.mocked(fetch);
    vi.stubGlobal('fetch', vi.fn(async (input: string, init?: RequestInit) => {
      if (input.endsWith('/inspect')) await held;
      return fake(input, init);
    }));
    renderApp(`/claim-record#${token}`);
    expect(await screen.findByText('Checking your invitation…')).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Leo Lopez, claim your record' })).toBeInTheDocument();
    expect(screen.queryByText('Checking your invitation…')).toBeNull();
  });

  it('takes the invited address whatever its capitals in the signed-in account', async () => {
    const claims: SentRequest[] = [];
    fakeApi({
      'POST /api/record-claims/inspect': { body: { ...invited, has_account: true } },
      'POST /api/record-claims/claim': (request) => (claims.push(request), { body: { message: claimMessages.claimed, appointments_moved: 1 } }),
    });
    renderApp(`/claim-record#${token}`, { ...patient, email: 'Maria@Example.COM' });
    expect(await screen.findByText('You are signed in as Maria@Example.COM.')).toBeInTheDocument();
    expect(screen.queryByText(/This is not the invited address/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Claim my record' }));
    expect(await screen.findByText(claimMessages.claimed)).toBeInTheDocument();
    expect(claims).toHaveLength(1);
  });

  it('signed in as a doctor: says a record is claimed with a patient account, and signs out to the choice of account', async () => {
    const api = fakeApi({ 'POST /api/record-claims/inspect': { body: { ...invited, email: doctor.email, has_account: true } }, 'POST /api/authentication/logout': { body: { message: 'Signed out' } } });
    renderApp(`/claim-record#${token}`, doctor);
    expect(await screen.findByText(/A record is claimed with a patient account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim my record' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leo Lopez, claim your record' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await vi.waitFor(() => {
      expect(api.calls('POST', '/api/authentication/logout')).toHaveLength(1);
    });
  });

  it('says why the claim was refused and lets the person claim again once they have sorted it out', async () => {
    let clash = true;
    const claims: SentRequest[] = [];
    fakeApi({
      'POST /api/record-claims/inspect': { body: { ...invited, has_account: true } },
      'POST /api/record-claims/claim': (request) => (claims.push(request), clash ? apiError(409, claimErrorCodes.visitClash, claimMessages.visitClash) : { body: { message: claimMessages.claimed, appointments_moved: 2 } }),
    });
    renderApp(`/claim-record#${token}`, patient);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim my record' }));
    expect(await screen.findByText(claimMessages.visitClash)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your visits' })).toBeNull();
    clash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Claim my record' }));
    expect(await screen.findByText(claimMessages.claimed)).toBeInTheDocument();
    expect(screen.queryByText(claimMessages.visitClash)).toBeNull();
    expect(claims).toHaveLength(2);
  });

  it('speaks Spanish on a Spanish page, the server’s refusal as the server wrote it', async () => {
    fakeApi({ 'POST /api/record-claims/inspect': { body: invited } });
    await act(() => switchLanguage('es'));
    renderApp(`/claim-record#${token}`);
    expect(await screen.findByRole('heading', { name: 'Leo Lopez, reclame su expediente' })).toBeInTheDocument();
    expect(screen.getByText(/Esta invitación se envió a maria@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear su cuenta' })).toBeInTheDocument();
  });
});
