import type { OwnDoctorProfile } from '@clinvia/contracts/doctor-portal';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { ownDoctorProfile } from '../../test/fixtures';
import { doctor, renderApp } from '../../test/render';

// PORTAL-1, PORTAL-2: the doctor portal's own shell as a doctor sees it: the three tabs, the note
// on a profile that patients cannot book yet, the dashboard's load failing with the server's
// words and loading again, and Logout back to the sign-in page.

configure({ asyncUtilTimeout: 5000 });

/** The portal's reads: the doctor's profile as told; the cards' own reads answer 404 (their tests are their own). */
function portalApi(profile: Reply) {
  return fakeApi({ 'GET /api/doctors/me': profile });
}

const listed = (overrides: Partial<OwnDoctorProfile> = {}) => ({ body: ownDoctorProfile(overrides) });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the doctor portal (PORTAL-1, PORTAL-2)', { timeout: 20_000 }, () => {
  it('shows the doctor’s name, and the three tabs with the current one marked', async () => {
    portalApi(listed());
    renderApp('/doctor-portal', doctor);
    // The first render loads the portal's lazy chunks: on a busy machine that takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Doctor portal' }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Doctor Dashboard', 'My hours', 'Messages']);
    expect(tabs.getByRole('link', { name: 'Doctor Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(doctor.name)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dr. Maya Patel' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says a profile waiting for verification cannot be booked yet', async () => {
    portalApi(listed({ listing: 'awaiting_verification' }));
    renderApp('/doctor-portal', doctor);
    expect(await screen.findByRole('note')).toHaveTextContent('Your profile is waiting for verification by clinic staff. Patients can find and book you once it is verified.');
  });

  it('says why staff could not verify a profile, in their words', async () => {
    portalApi(listed({ listing: 'rejected', rejection_reason: 'The licence number does not match.' }));
    renderApp('/doctor-portal', doctor);
    expect(await screen.findByRole('note')).toHaveTextContent('Clinic staff could not verify your profile: The licence number does not match.');
  });

  it('says the dashboard could not be loaded, in the server’s words, and loads it again', async () => {
    let failing = true;
    const api = portalApi(() => (failing ? apiError(503, 'unavailable', 'The database is restarting.') : listed()));
    const user = userEvent.setup({ delay: null });
    renderApp('/doctor-portal', doctor);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your dashboard could not be loaded.');
    expect(alert).toHaveTextContent('The database is restarting.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Maya Patel' })).toBeInTheDocument();
    expect(api.calls('GET', '/api/doctors/me').length).toBeGreaterThanOrEqual(2);
  });

  it('opens My hours as its own tab', async () => {
    portalApi(listed());
    renderApp('/doctor-portal/hours', doctor);
    expect(await screen.findByRole('heading', { level: 1, name: 'My hours' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Doctor portal' })).getByRole('link', { name: 'My hours' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('When patients can book you: your week, date exceptions and the slot length.')).toBeInTheDocument();
  });

  it('signs out with Logout and goes to the sign-in page in place of the portal', async () => {
    portalApi(listed());
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/doctor-portal', doctor);
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
