import type { AccountResponse } from '@clinvia/contracts/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import ProfileSection from './ProfileSection';
import { renderWithQueries } from '../../../test/queries';

// STAFF-17: /staff/profile shows the staff member's own account and what their role lets them do;
// changes are made on /settings.

const account = (status: 'active' | 'pending' = 'active'): AccountResponse => ({
  user: { id: '9', role: 'staff', name: 'Sam Reed', email: 'sam@example.com', username: 'sam', profileImage: null, status },
  phoneNumber: '4155550100',
  address: null,
  pendingEmail: null,
  language: 'en',
});

const dashboard = (administrator: boolean) => staffDashboard({ administrator, today: '2030-03-04' });

function renderProfile() {
  renderWithQueries(<ProfileSection />);
}

/** The description list's value under a term. */
const valueOf = (term: string) => (screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement).textContent;

describe('the staff profile (STAFF-17)', { timeout: 20_000 }, () => {
  it("shows a staff member's e-mail, phone and what staff may do, and sends them to Settings to change it", async () => {
    fakeApi({ 'GET /api/authentication/account': { body: account() }, 'GET /api/staff/dashboard': { body: dashboard(false) } });
    renderProfile();
    expect(await screen.findByText('Sam Reed', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(valueOf('E-mail')).toBe('sam@example.com');
    expect(valueOf('Phone')).toContain('415');
    expect(valueOf('Role')).toBe('Staff');
    expect(valueOf('What you can do here')).toMatch(/are for administrators/);
    expect(screen.queryByText('Administrator')).not.toBeInTheDocument();
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change phone or password in Settings' })).toHaveAttribute('href', '/settings');
  });

  it('names an administrator as such, with everything in the console', async () => {
    fakeApi({ 'GET /api/authentication/account': { body: account() }, 'GET /api/staff/dashboard': { body: dashboard(true) } });
    renderProfile();
    expect(await screen.findByText('Administrator', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(valueOf('Role')).toBe('Staff administrator');
    expect(valueOf('What you can do here')).toMatch(/^Everything in the console/);
  });

  it('marks an account not yet approved', async () => {
    fakeApi({ 'GET /api/authentication/account': { body: account('pending') }, 'GET /api/staff/dashboard': { body: dashboard(false) } });
    renderProfile();
    expect(await screen.findByText('Awaiting approval', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says when the account cannot be loaded and loads it again on Retry', async () => {
    let failing = true;
    const api = fakeApi({
      'GET /api/authentication/account': () => (failing ? apiError(500, 'internal', 'Something went wrong') : { body: account() }),
      'GET /api/staff/dashboard': { body: dashboard(false) },
    });
    renderProfile();
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(screen.queryByText('Sam Reed')).not.toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('Sam Reed')).toBeInTheDocument();
    expect(api.calls('GET', '/api/authentication/account')).toHaveLength(2);
  });
});
