import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { staffDashboard } from '../../test/fixtures';
import { renderApp, staff } from '../../test/render';

// STAFF-1: the console opens on today's figures, each a way into its section; administrators
// see their own sections, other members are told those sections are not theirs.

function consoleApi(dashboard: Reply) {
  return fakeApi({ 'GET /api/staff/dashboard': dashboard, 'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } } });
}

const nav = () => within(screen.getByRole('navigation', { name: 'Staff console' }));

describe('the staff console', { timeout: 20_000 }, () => {
  it('shows today’s appointments by status, each linked to the list filtered to it', async () => {
    consoleApi({ body: staffDashboard({ appointments_today: { pending: 3, confirmed: 5, completed: 1, cancelled: 2 }, new_contact_messages: 4, open_ambulance_requests: 1 }) });
    renderApp('/staff', staff);
    const today = within(await screen.findByRole('region', { name: 'Appointments today, Sun, Mar 10, 2030' }, { timeout: 15_000 }));
    const pending = today.getByRole('link', { name: /^Pending\s*3/ });
    expect(pending).toHaveAttribute('href', '/staff/appointments?from=2030-03-10&to=2030-03-10&status=pending');
    expect(pending).toHaveTextContent('waiting for the doctor');
    expect(today.getByRole('link', { name: /^Cancelled\s*2/ })).toHaveAttribute('href', '/staff/appointments?from=2030-03-10&to=2030-03-10&status=cancelled');
    const waiting = within(screen.getByRole('region', { name: 'Waiting for staff' }));
    expect(waiting.getByRole('link', { name: /^New contact messages\s*4/ })).toHaveAttribute('href', '/staff/inbox');
    expect(waiting.getByRole('link', { name: /^Open ambulance requests\s*1/ })).toHaveAttribute('href', '/staff/ambulance');
    // Approvals are an administrator's: neither the figure nor the menu item for a member.
    expect(waiting.queryByRole('link', { name: /Pending approvals/ })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // No emergency, e-mail on: neither banner.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('E-mail is off')).not.toBeInTheDocument();
  });

  it('gives an administrator the approvals figure and their sections', async () => {
    consoleApi({ body: staffDashboard({ administrator: true, pending_approvals: { doctors: 2, staff: 1 } }) });
    renderApp('/staff', staff);
    const approvals = await screen.findByRole('link', { name: /^Pending approvals\s*3/ }, { timeout: 15_000 });
    expect(approvals).toHaveTextContent('2 doctors, 1 staff');
    expect(approvals).toHaveAttribute('href', '/staff/approvals');
    expect(nav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Appointments', 'Patients', 'Families', 'Approvals', 'Doctors', 'Visit types', 'Locations', 'Questionnaires', 'Consents', 'Inbox', 'Patient messages', 'Messages', 'Ambulance', 'Audit log', 'Team', 'Settings']);
  });

  it('raises a new emergency above everything, with the caller to call back', async () => {
    consoleApi({
      body: staffDashboard({
        email_off: true,
        new_emergency: { id: 'e-1', reference: 'AMB-7K3Q9D', full_name: 'Sam Reed', phone: '4155550142', location: '5 Pier St', created_at: '2030-03-10T09:00:00.000Z' },
      }),
    });
    renderApp('/staff', staff);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('New emergency request AMB-7K3Q9D');
    expect(alert).toHaveTextContent(/Sam Reed, .*, at 5 Pier St · received/);
    expect(within(alert).getByRole('link', { name: 'Open the ambulance queue' })).toHaveAttribute('href', '/staff/ambulance');
    expect(screen.getByText('E-mail is off')).toBeInTheDocument();
  });

  it('tells a member an administrator’s section is not theirs', async () => {
    consoleApi({ body: staffDashboard() });
    renderApp('/staff/audit-log', staff);
    expect(await screen.findByText('Only a staff administrator can open this section.', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('says a section does not exist and leads back to the dashboard', async () => {
    consoleApi({ body: staffDashboard() });
    const user = userEvent.setup();
    renderApp('/staff/nowhere', staff);
    await user.click(await screen.findByRole('link', { name: 'Back to the dashboard' }, { timeout: 15_000 }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows why the dashboard could not be loaded, and loads it on a retry', async () => {
    let fail = true;
    consoleApi(() => (fail ? apiError(403, 'forbidden', 'Your staff account is waiting for approval.') : { body: staffDashboard({ new_contact_messages: 7 }) }));
    const user = userEvent.setup();
    renderApp('/staff', staff);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Your staff account is waiting for approval.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^New contact messages\s*7/ })).toBeInTheDocument();
  });
});
