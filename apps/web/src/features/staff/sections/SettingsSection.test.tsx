import { checkInMessages } from '@clinvia/contracts/check-ins';
import { clinicSettingsMessages } from '@clinvia/contracts/waitlist';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// NOSHOW-2: administrators set when staff confirm the bookings of patients who missed visits;
// the number is checked with the contract's message, the server's lands under its field, and
// what was typed stays on a failure.

const settings = { noShowConfirmation: { enabled: false, threshold: 3 }, ageOfMajority: 18 };

function settingsApi(save: Reply, administrator = true, saveCheckIn: Reply = { status: 500 }) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard({ administrator }) },
    'GET /api/staff/settings': { body: settings },
    'PUT /api/staff/settings': save,
    'GET /api/staff/check-in-settings': { body: { open_days: 3 } },
    'PUT /api/staff/check-in-settings': saveCheckIn,
    'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const threshold = () => screen.getByLabelText('No-shows in the last 12 months');

describe('the clinic’s settings (NOSHOW-2)', { timeout: 30_000 }, () => {
  it('turns staff confirmation on with a number and says it was saved', async () => {
    const api = settingsApi(({ body }) => ({ body: { message: clinicSettingsMessages.saved, settings: body } }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    // The first render loads the console's lazy screens: slow on a busy machine.
    const box = await screen.findByRole('checkbox', { name: /Staff confirm the next booking/ }, { timeout: 25_000 });
    expect(threshold()).toBeDisabled();
    await user.click(box);
    await user.clear(threshold());
    await user.type(threshold(), '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(clinicSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/staff/settings').map((request) => request.body)).toEqual([{ noShowConfirmation: { enabled: true, threshold: 2 }, ageOfMajority: 18 }]);
  });

  it('sets the clinic’s age of majority, checked with the contract’s message (FAMILY-5)', async () => {
    const api = settingsApi(({ body }) => ({ body: { message: clinicSettingsMessages.saved, settings: body } }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    const age = await screen.findByLabelText('Age of majority', undefined, { timeout: 25_000 });
    expect(age).toHaveValue(18);
    await user.clear(age);
    await user.type(age, '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(clinicSettingsMessages.ageOfMajorityInvalid)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/staff/settings')).toHaveLength(0);
    await user.clear(age);
    await user.type(age, '19');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(clinicSettingsMessages.saved)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/staff/settings').map((request) => request.body)).toEqual([{ noShowConfirmation: { enabled: false, threshold: 3 }, ageOfMajority: 19 }]);
  });

  it('checks the number before sending, focuses it, and keeps what was typed', async () => {
    const api = settingsApi({ body: {} });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    await user.click(await screen.findByRole('checkbox', { name: /Staff confirm the next booking/ }, { timeout: 10_000 }));
    await user.clear(threshold());
    await user.type(threshold(), '40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(clinicSettingsMessages.thresholdInvalid)).toBeInTheDocument();
    expect(threshold()).toHaveFocus();
    expect(threshold()).toHaveValue(40);
    expect(threshold()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PUT', '/api/staff/settings')).toHaveLength(0);
  });

  it('puts the server’s message under the number, and any other failure above the button', async () => {
    let answer: Reply = apiError(400, 'validation_error', 'Check the form', { 'noShowConfirmation.threshold': 'The server says no' });
    settingsApi(() => (typeof answer === 'function' ? { status: 500 } : answer));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    await user.click(await screen.findByRole('checkbox', { name: /Staff confirm the next booking/ }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The server says no')).toBeInTheDocument();
    await waitFor(() => {
      expect(threshold()).toHaveFocus();
    });
    answer = apiError(503, 'unavailable', 'The service is busy. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    expect(screen.getByRole('checkbox', { name: /Staff confirm the next booking/ })).toBeChecked();
    expect(threshold()).toHaveValue(3);
  });

  it('shows the settings to staff who are not administrators, without a way to change them', async () => {
    settingsApi({ body: {} }, false);
    renderApp('/staff/settings', staff);
    expect(await screen.findByRole('checkbox', { name: /Staff confirm the next booking/ }, { timeout: 10_000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Only a staff administrator can change the clinic’s settings.')).toBeInTheDocument();
  });
});

const openDays = () => screen.getByLabelText('Check-in opens this many days before a visit');

/**
 * The check-in section's heading shows before the clinic's number and the staff member's rights
 * have come in (the field stays disabled until then): an administrator's test waits for it to open.
 */
async function openDaysOpen() {
  await screen.findByRole('heading', { name: 'Check-in before a visit' }, { timeout: 10_000 });
  await waitFor(() => {
    expect(openDays()).toBeEnabled();
  });
}

describe('the check-in window (CHECKIN-1)', { timeout: 30_000 }, () => {
  it('shows the clinic’s number of days and saves a new one', async () => {
    const api = settingsApi({ body: {} }, true, ({ body }) => ({ body: { message: checkInMessages.settingsSaved, settings: body } }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    await openDaysOpen();
    expect(openDays()).toHaveValue(3);
    await user.clear(openDays());
    await user.type(openDays(), '7');
    await user.click(screen.getByRole('button', { name: 'Save check-in window' }));
    expect(await screen.findByText(checkInMessages.settingsSaved)).toBeInTheDocument();
    expect(api.calls('PUT', '/api/staff/check-in-settings').map((request) => request.body)).toEqual([{ open_days: 7 }]);
  });

  it('checks the number with the contract’s message under the field, keeps what was typed, and sends nothing', async () => {
    const api = settingsApi({ body: {} });
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    await openDaysOpen();
    await user.clear(openDays());
    await user.type(openDays(), '15');
    await user.click(screen.getByRole('button', { name: 'Save check-in window' }));
    expect(await screen.findByText(checkInMessages.openDaysInvalid)).toBeInTheDocument();
    expect(openDays()).toHaveFocus();
    expect(openDays()).toHaveValue(15);
    expect(openDays()).toHaveAttribute('aria-invalid', 'true');
    expect(openDays()).toHaveAccessibleDescription(expect.stringContaining(checkInMessages.openDaysInvalid) as string);
    expect(api.calls('PUT', '/api/staff/check-in-settings')).toHaveLength(0);
  });

  it('puts the server’s message under the field and keeps the typing', async () => {
    settingsApi({ body: {} }, true, apiError(400, 'validation_error', 'Check the form', { open_days: checkInMessages.openDaysInvalid }));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/settings', staff);
    await openDaysOpen();
    await user.clear(openDays());
    await user.type(openDays(), '5');
    await user.click(screen.getByRole('button', { name: 'Save check-in window' }));
    expect(await screen.findByText(checkInMessages.openDaysInvalid)).toBeInTheDocument();
    await waitFor(() => {
      expect(openDays()).toHaveFocus();
    });
    expect(openDays()).toHaveValue(5);
  });

  it('is read-only for staff who are not administrators', async () => {
    settingsApi({ body: {} }, false);
    renderApp('/staff/settings', staff);
    await screen.findByRole('heading', { name: 'Check-in before a visit' }, { timeout: 10_000 });
    expect(openDays()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save check-in window' })).not.toBeInTheDocument();
    expect(screen.getByText('Only a staff administrator can change the check-in window.')).toBeInTheDocument();
  });
});
