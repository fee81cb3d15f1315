import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { ReminderSettings } from './ReminderSettings';
import { renderWithQueries } from '../../../test/queries';

// LIFE-8: a patient turns reminders off or on per channel; each switch saves at once.

const dialogs = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: vi.fn() }));

const path = '/api/authentication/account/reminders';

function renderSettings(replies: Record<string, Reply>) {
  const api = fakeApi(replies);
  renderWithQueries(<ReminderSettings />);
  return api;
}

describe('reminder settings (LIFE-8)', () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
  });

  it('shows each channel as a switch, set as saved', async () => {
    renderSettings({ [`GET ${path}`]: { body: { email: true, inApp: false } } });
    expect(await screen.findByRole('switch', { name: /E-mail reminders/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Reminders in the app/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /E-mail reminders/ })).toHaveAccessibleName(/Sent to the e-mail address of your account\.$/);
  });

  it('saves a switch at once with the other channel as it was', async () => {
    const api = renderSettings({ [`GET ${path}`]: { body: { email: true, inApp: false } }, [`PUT ${path}`]: ({ body }) => ({ body }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /E-mail reminders/ }));
    await waitFor(() => {
      expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ email: false, inApp: false }]);
    });
    await waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Reminder settings saved' }));
    });
    expect(screen.getByRole('switch', { name: /E-mail reminders/ })).not.toBeChecked();
  });

  it('goes back to the saved setting and says why when saving fails', async () => {
    renderSettings({ [`GET ${path}`]: { body: { email: true, inApp: true } }, [`PUT ${path}`]: apiError(403, 'forbidden', 'Only patients get reminders.') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Reminders in the app/ }));
    expect(await screen.findByText('Only patients get reminders.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Reminders in the app/ })).toBeChecked();
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it('says why the settings could not be read', async () => {
    renderSettings({ [`GET ${path}`]: apiError(403, 'forbidden', 'Only patients get reminders.') });
    expect(await screen.findByText('Only patients get reminders.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
