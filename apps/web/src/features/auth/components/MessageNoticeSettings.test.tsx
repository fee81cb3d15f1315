import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/api';
import { MessageNoticeSettings } from './MessageNoticeSettings';
import { renderWithQueries } from '../../../test/queries';

// MSG-11: message e-mails and bell notices, both on until turned off, each switch saved at once.

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn(), confirmDialog: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the new-message notices in /settings (MSG-11)', () => {
  it('shows both on and saves the e-mail switched off, the bell left on', async () => {
    const api = fakeApi({
      'GET /api/threads/preferences': { body: { email: true, inApp: true } },
      'PUT /api/threads/preferences': (request) => ({ body: request.body }),
    });
    renderWithQueries(<MessageNoticeSettings />);
    const email = await screen.findByRole('switch', { name: /E-mail about a new message/ });
    expect(email).toBeChecked();
    expect(screen.getByRole('switch', { name: /Notice under the bell/ })).toBeChecked();
    await userEvent.click(email);
    await vi.waitFor(() => {
      expect(api.calls('PUT', '/api/threads/preferences')[0]?.body).toEqual({ email: false, inApp: true });
    });
    await vi.waitFor(() => {
      expect(email).not.toBeChecked();
    });
  });
});
