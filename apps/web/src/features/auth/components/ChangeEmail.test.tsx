import type { PendingEmailChange } from '@clinvia/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { ChangeEmail } from './ChangeEmail';
import { renderWithQueries } from '../../../test/queries';

// AUTH-23, AUTH-26, AUTH-27: a new address needs the password (and a code with two-step sign-in
// on); it waits for the link sent to it, which can be sent again or the change cancelled.

const dialogs = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: vi.fn() }));

const waiting: PendingEmailChange = { email: 'new@example.com', expiresAt: '2030-03-11T09:00:00.000Z', resendsLeft: 2 };
const emailPath = '/api/authentication/account/email';

function renderCard(pending: PendingEmailChange | null, replies: Record<string, Reply> = {}) {
  const api = fakeApi({ 'GET /api/authentication/mfa': { body: { enabled: false, required: false, recoveryCodesLeft: 0 } }, ...replies });
  renderWithQueries(<ChangeEmail pending={pending} />);
  return api;
}

describe('changing the e-mail address (AUTH-23, AUTH-26, AUTH-27)', () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
  });

  it('asks for a valid address and the password before it sends anything, keeping the typing', async () => {
    const api = renderCard(null);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveValue('not-an-address');
    expect(api.calls('PUT', emailPath)).toEqual([]);
  });

  it('sends the address with the password and says where the link went', async () => {
    const api = renderCard(null, { [`PUT ${emailPath}`]: { body: { message: 'We sent a link to new@example.com.', pending: waiting } } });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'new@example.com');
    await user.type(screen.getByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('We sent a link to new@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Check your new address.')).toBeInTheDocument();
    expect(api.calls('PUT', emailPath).map((request) => request.body)).toEqual([{ email: 'new@example.com', password: 'secret-pass-1' }]);
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveValue('');
  });

  it('puts the server’s answer under the field it is about', async () => {
    renderCard(null, { [`PUT ${emailPath}`]: apiError(409, 'conflict', 'Check the form', { email: 'This address belongs to another account' }) });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'taken@example.com');
    await user.type(screen.getByLabelText('Your password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This address belongs to another account')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveValue('taken@example.com');
    expect(screen.getByRole('textbox', { name: 'New email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the authenticator code too when two-step sign-in is on', async () => {
    const api = renderCard(null, {
      'GET /api/authentication/mfa': { body: { enabled: true, required: false, recoveryCodesLeft: 5 } },
      [`PUT ${emailPath}`]: { body: { message: 'Sent.', pending: waiting } },
    });
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'new@example.com');
    await user.type(screen.getByLabelText('Your password'), 'secret-pass-1');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => {
      expect(api.calls('PUT', emailPath).map((request) => request.body)).toEqual([{ email: 'new@example.com', password: 'secret-pass-1', code: '123456' }]);
    });
  });

  it('shows the change that is waiting, sends its link again and cancels it', async () => {
    const api = renderCard(waiting, {
      [`POST ${emailPath}/resend`]: { body: { message: 'The link is sent again.', pending: { ...waiting, resendsLeft: 1 } } },
      [`DELETE ${emailPath}/pending`]: { body: { message: 'Cancelled' } },
    });
    const user = userEvent.setup();
    const status = within(screen.getByRole('status'));
    expect(status.getByText('Waiting for confirmation at new@example.com.')).toBeInTheDocument();
    expect(status.getByText('It can be sent 2 more times.')).toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Send the link again' }));
    expect(await status.findByText('The link is sent again.')).toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Change cancelled' }));
    });
    expect(api.calls('POST', `${emailPath}/resend`)).toHaveLength(1);
    expect(api.calls('DELETE', `${emailPath}/pending`)).toHaveLength(1);
  });

  it('offers no resend once none is left, and says why a cancel failed', async () => {
    renderCard({ ...waiting, resendsLeft: 0 }, { [`DELETE ${emailPath}/pending`]: apiError(404, 'not_found', 'There is no change waiting.') });
    const user = userEvent.setup();
    const status = within(screen.getByRole('status'));
    expect(status.getByText('The link cannot be sent again; cancel and ask anew if it has not arrived.')).toBeInTheDocument();
    expect(status.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    await user.click(status.getByRole('button', { name: 'Cancel the change' }));
    expect(await status.findByText('There is no change waiting.')).toBeInTheDocument();
  });
});
