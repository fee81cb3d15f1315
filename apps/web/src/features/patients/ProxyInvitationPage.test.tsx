import { proxyMessages } from '@clinvia/contracts/proxies';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { currentActing, setActing } from '../../lib/acting';
import { apiError, fakeApi } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';

// PROXY-2: the page an invitation's link opens.

const rosa = '00000000-0000-4000-8000-0000000000e1';

afterEach(() => {
  setActing(null);
});

describe('the invitation page (PROXY-2)', { timeout: 20_000 }, () => {
  it('accepts with the signed-in patient account and switches to acting for the person', async () => {
    const grant = { id: '00000000-0000-4000-8000-0000000000e2', patient_id: rosa, patient_name: 'Rosa Lopez', scopes: ['read'], ends_on: null };
    const api = fakeApi({
      'POST /api/proxies/accept': { body: { message: proxyMessages.accepted('Rosa Lopez'), acting_for: grant } },
      'GET /api/proxies': { body: { proxies: [], acting_for: [grant] } },
      'GET /api/patients/*': { body: { appointments: [] } },
    });
    const user = userEvent.setup();
    renderApp('/proxy-invitation?token=abc_DEF-123', patient);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You can now act for Rosa Lopez.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/proxies/accept')[0]?.body).toEqual({ token: 'abc_DEF-123' });
    await user.click(screen.getByRole('link', { name: 'Go to their appointments' }));
    expect(currentActing()).toEqual({ patientId: rosa, patientName: 'Rosa Lopez' });
    expect(await screen.findByText('Acting for: Rosa Lopez')).toBeInTheDocument();
  });

  it('says why a used or lapsed link is refused', async () => {
    fakeApi({ 'POST /api/proxies/accept': apiError(404, 'not_found', proxyMessages.invitationInvalid) });
    const user = userEvent.setup();
    renderApp('/proxy-invitation?token=used', patient);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(proxyMessages.invitationInvalid)).toBeInTheDocument();
  });

  it('asks a visitor to sign in or register, and another role for a patient account', async () => {
    fakeApi({});
    const { unmount } = renderApp('/proxy-invitation?token=abc');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    unmount();
    renderApp('/proxy-invitation?token=abc', doctor);
    expect(await screen.findByText(/Only a patient account can act for someone/)).toBeInTheDocument();
  });

  it('sends a visitor who registers back to the invitation (through sign-in), token kept', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { router } = renderApp('/proxy-invitation?token=abc_DEF-123');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/register');
    const { from } = router.state.location.state as { from: { pathname: string; search: string } };
    expect(`${from.pathname}${from.search}`).toBe('/proxy-invitation?token=abc_DEF-123');
  });
});
