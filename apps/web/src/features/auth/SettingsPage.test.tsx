import type { AccountResponse, SessionListing } from '@clinvia/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { doctor, patient, renderApp } from '../../test/render';
import { present } from '../../test/present';

// SET-1, AUTH-17, AUTH-18: the settings page: contact details, password, the signed-in devices
// and signing out everywhere. (E-mail change, reminders and two-step sign-in have their own tests.)

const dialogs = vi.hoisted(() => ({ toast: vi.fn(), confirm: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: dialogs.confirm }));

const doctorAccount: AccountResponse = {
  user: { id: '3', role: 'doctor', name: 'Dr. Aisha Khan', email: 'aisha@example.com', username: 'aisha', profileImage: null, status: 'active' },
  phoneNumber: '+1 415 555 0100',
  address: null,
  pendingEmail: null,
  language: 'en',
};

const session = (overrides: Partial<SessionListing>): SessionListing => ({
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox',
  device: 'Linux',
  place: 'This network',
  startedAt: '2030-03-01T09:00:00.000Z',
  lastActiveAt: '2030-03-10T09:00:00.000Z',
  expiresAt: '2030-03-31T09:00:00.000Z',
  current: true,
  ...overrides,
});
const phone = session({ id: '22222222-2222-4222-8222-222222222222', browser: 'Safari', device: 'iPhone', current: false });

function settingsApi(replies: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /api/authentication/account': { body: doctorAccount },
    'GET /api/authentication/mfa': { body: { enabled: false, required: false, recoveryCodesLeft: 0 } },
    'GET /api/authentication/sessions': { body: { sessions: [session({}), phone] } },
    ...replies,
  });
}

const card = async (title: string) => within((await screen.findByRole('heading', { level: 2, name: title }, { timeout: 15_000 })).closest('div') as HTMLElement);

describe('the settings page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
    dialogs.confirm.mockReset();
  });

  it('shows the contact details on file; the e-mail cannot be typed over', async () => {
    settingsApi();
    renderApp('/settings', doctor);
    const contact = await card('Contact details');
    expect(await contact.findByRole('textbox', { name: 'Phone number' })).toHaveValue('+1 415 555 0100');
    expect(contact.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    // Only patients keep an address.
    expect(contact.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    expect(contact.getByRole('button', { name: 'Save details' })).toBeDisabled();
  });

  it('checks the phone number before saving, keeps it, then sends the corrected one', async () => {
    const api = settingsApi({ 'PUT /api/authentication/account/contact': ({ body }) => ({ body: { ...doctorAccount, ...(body as object) } }) });
    const user = userEvent.setup();
    renderApp('/settings', doctor);
    const contact = await card('Contact details');
    const field = await contact.findByRole('textbox', { name: 'Phone number' });
    await user.clear(field);
    await user.type(field, 'call me');
    await user.click(contact.getByRole('button', { name: 'Save details' }));
    expect(await contact.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(field).toHaveValue('call me');
    expect(api.calls('PUT', '/api/authentication/account/contact')).toEqual([]);
    await user.clear(field);
    await user.type(field, '+1 415 555 0199');
    await user.click(contact.getByRole('button', { name: 'Save details' }));
    await waitFor(() => {
      expect(api.calls('PUT', '/api/authentication/account/contact').map((request) => request.body)).toEqual([{ phoneNumber: '+1 415 555 0199' }]);
    });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Contact details saved' }));
  });

  it('asks a patient for an address too', async () => {
    fakeApi({
      'GET /api/authentication/account': { body: { ...doctorAccount, user: { ...doctorAccount.user, role: 'patient' }, address: '1 Main St' } },
      'GET /api/authentication/mfa': { body: { enabled: false, required: false, recoveryCodesLeft: 0 } },
      'GET /api/authentication/sessions': { body: { sessions: [session({})] } },
    });
    renderApp('/settings', patient);
    const contact = await card('Contact details');
    expect(await contact.findByRole('textbox', { name: 'Address' })).toHaveValue('1 Main St');
  });

  it('checks the new password and its confirmation before changing it', async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    renderApp('/settings', doctor);
    const password = await card('Change password');
    await user.type(password.getByLabelText('New password'), 'short');
    await user.type(password.getByLabelText('Confirm new password'), 'other');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Current password is required')).toBeInTheDocument();
    expect(password.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(password.getByLabelText('New password')).toHaveValue('short');
    expect(api.calls('PUT', '/api/authentication/account/password')).toEqual([]);
  });

  it('changes the password, signing out the other devices unless told not to', async () => {
    const api = settingsApi({ 'PUT /api/authentication/account/password': { body: { message: 'Your password is changed.', ended: 0 } } });
    const user = userEvent.setup();
    renderApp('/settings', doctor);
    const password = await card('Change password');
    await user.type(password.getByLabelText('Current password'), 'old-secret-1');
    await user.type(password.getByLabelText('New password'), 'new-secret-22');
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret-22');
    expect(password.getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();
    await user.click(password.getByRole('checkbox', { name: 'Sign out my other devices' }));
    await user.click(password.getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(api.calls('PUT', '/api/authentication/account/password').map((request) => request.body)).toEqual([
        { currentPassword: 'old-secret-1', newPassword: 'new-secret-22', confirmPassword: 'new-secret-22', endOtherSessions: false },
      ]);
    });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password changed', text: 'Your password is changed.' }));
    await waitFor(() => {
      expect(password.getByLabelText('Current password')).toHaveValue('');
    });
  });

  it('puts a wrong current password under its field and keeps the typing', async () => {
    settingsApi({ 'PUT /api/authentication/account/password': apiError(400, 'validation_error', 'Check the form', { currentPassword: 'Your current password is not right' }) });
    const user = userEvent.setup();
    renderApp('/settings', doctor);
    const password = await card('Change password');
    await user.type(password.getByLabelText('Current password'), 'wrong-one');
    await user.type(password.getByLabelText('New password'), 'new-secret-22');
    await user.type(password.getByLabelText('Confirm new password'), 'new-secret-22');
    await user.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Your current password is not right')).toBeInTheDocument();
    expect(password.getByLabelText('Current password')).toHaveValue('wrong-one');
    expect(password.getByLabelText('New password')).toHaveValue('new-secret-22');
  });

  it('asks for a code with the password change when two-step sign-in is on', async () => {
    settingsApi({ 'GET /api/authentication/mfa': { body: { enabled: true, required: false, recoveryCodesLeft: 8 } } });
    renderApp('/settings', doctor);
    const password = await card('Change password');
    expect(await password.findByRole('textbox', { name: 'Code from your authenticator app' })).toBeInTheDocument();
  });

  it('lists the signed-in devices, this one marked, and signs out another one', async () => {
    const api = settingsApi({ 'DELETE /api/authentication/sessions/22222222-2222-4222-8222-222222222222': { body: { message: 'Signed out', ended: 1 } } });
    const user = userEvent.setup();
    renderApp('/settings', doctor);
    const devices = within(await screen.findByRole('list', { name: 'Signed-in devices' }, { timeout: 15_000 }));
    const [here, other] = await devices.findAllByRole('listitem');
    expect(here).toHaveTextContent('Firefox on LinuxThis device');
    expect(within(present(here)).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Safari on iPhone');
    await user.click(within(present(other)).getByRole('button', { name: /^Sign out Safari on iPhone, signed in/ }));
    await waitFor(() => {
      expect(api.calls('DELETE', '/api/authentication/sessions/22222222-2222-4222-8222-222222222222')).toHaveLength(1);
    });
    // The list is read again once the device is signed out.
    await waitFor(() => {
      expect(api.calls('GET', '/api/authentication/sessions')).toHaveLength(2);
    });
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeInTheDocument();
  });

  it('signs out of every device only once confirmed, then goes to sign-in', async () => {
    const api = settingsApi({ 'POST /api/authentication/logout-all': { body: { message: 'Signed out everywhere', ended: 2 } } });
    const user = userEvent.setup();
    const { router } = renderApp('/settings', doctor);
    const sessions = await card('Sessions');
    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click(sessions.getByRole('button', { name: 'Sign out of all devices' }));
    expect(api.calls('POST', '/api/authentication/logout-all')).toEqual([]);
    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click(sessions.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(api.calls('POST', '/api/authentication/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says why the account could not be loaded', async () => {
    settingsApi({ 'GET /api/authentication/account': apiError(403, 'forbidden', 'Your account is deactivated.') });
    renderApp('/settings', doctor);
    expect(await screen.findByText('Your account is deactivated.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact details' })).not.toBeInTheDocument();
  });
});
