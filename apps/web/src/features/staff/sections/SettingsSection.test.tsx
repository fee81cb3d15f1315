import type { ClinicSettings } from '@clinvia/contracts/waitlist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// NOSHOW-2: staff read the clinic's missed-visits rule; only an administrator changes it.

const off: ClinicSettings = { noShowConfirmation: { enabled: false, threshold: 3 } };
const publicPages = { social: {}, figures: [], partners: [] };

function settingsApi(administrator: boolean, replies: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard({ administrator }) },
    'GET /api/staff/settings': { body: off },
    'GET /api/site/settings': { body: publicPages },
    ...replies,
  });
}

async function missedVisits() {
  const heading = await screen.findByRole('heading', { name: 'Missed visits' }, { timeout: 15_000 });
  return within(heading.closest('form') as HTMLElement);
}

describe('the clinic settings (NOSHOW-2)', { timeout: 20_000 }, () => {
  it('shows the rule to a member who is not an administrator, without a way to change it', async () => {
    const api = settingsApi(false);
    renderApp('/staff/settings', staff);
    const form = await missedVisits();
    expect(form.getByRole('checkbox', { name: /Staff confirm the next booking/ })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: /Staff confirm the next booking/ })).toBeDisabled();
    expect(form.getByRole('spinbutton', { name: 'No-shows in the last 12 months' })).toHaveValue(3);
    expect(form.getByText('Only a staff administrator can change the clinic’s settings.')).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('lets an administrator turn the rule on with a threshold, and says it is saved', async () => {
    const api = settingsApi(true, { 'PUT /api/staff/settings': { body: { message: 'Clinic settings saved.', settings: { noShowConfirmation: { enabled: true, threshold: 2 } } } } });
    const user = userEvent.setup();
    renderApp('/staff/settings', staff);
    const form = await missedVisits();
    const threshold = form.getByRole('spinbutton', { name: 'No-shows in the last 12 months' });
    await waitFor(() => {
      expect(form.getByRole('checkbox', { name: /Staff confirm the next booking/ })).toBeEnabled();
    });
    expect(threshold).toBeDisabled();
    await user.click(form.getByRole('checkbox', { name: /Staff confirm the next booking/ }));
    expect(threshold).toBeEnabled();
    expect(form.getByText('From 1 to 20.')).toBeInTheDocument();
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Clinic settings saved.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/staff/settings').map((request) => request.body)).toEqual([{ noShowConfirmation: { enabled: true, threshold: '2' } }]); // as typed: the contract coerces it
  });

  it('puts the server’s message under the threshold and keeps the typing', async () => {
    settingsApi(true, {
      'GET /api/staff/settings': { body: { noShowConfirmation: { enabled: true, threshold: 3 } } },
      'PUT /api/staff/settings': apiError(400, 'validation_error', 'Check the form', { 'noShowConfirmation.threshold': 'Choose a whole number from 1 to 20' }),
    });
    const user = userEvent.setup();
    renderApp('/staff/settings', staff);
    const form = await missedVisits();
    const threshold = form.getByRole('spinbutton', { name: 'No-shows in the last 12 months' });
    await waitFor(() => {
      expect(threshold).toBeEnabled();
    });
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Choose a whole number from 1 to 20')).toBeInTheDocument();
    expect(threshold).toHaveValue(25);
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveAccessibleDescription('Choose a whole number from 1 to 20');
  });

  it('shows a failure that is not about a field above the button', async () => {
    settingsApi(true, { 'PUT /api/staff/settings': apiError(403, 'forbidden', 'Only a staff administrator can do this.') });
    const user = userEvent.setup();
    renderApp('/staff/settings', staff);
    const form = await missedVisits();
    await waitFor(() => {
      expect(form.getByRole('checkbox', { name: /Staff confirm the next booking/ })).toBeEnabled();
    });
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Only a staff administrator can do this.')).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    settingsApi(false, { 'GET /api/staff/settings': apiError(403, 'forbidden', 'Your staff account is not approved yet.') });
    renderApp('/staff/settings', staff);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(alert).toHaveTextContent('Your staff account is not approved yet.');
    expect(screen.queryByRole('heading', { name: 'Missed visits' })).not.toBeInTheDocument();
  });
});
