import { authMessages } from '@clinvia/contracts/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { TwoStepSetup } from './TwoStepSetup';

// AUTH-18: turning two-step sign-in off takes the password and a current code; the form checks
// them with the contract's messages, puts the server's under their fields, and keeps the typing.

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTurnOff(disable: Reply) {
  let enabled = true;
  const api = fakeApi({
    'GET /api/authentication/mfa': () => ({ body: { enabled, required: false, recoveryCodesLeft: 8 } }),
    'POST /api/authentication/mfa/disable': (request) => {
      const answer = typeof disable === 'function' ? disable(request) : disable;
      if ((answer.status ?? 200) < 300) enabled = false;
      return answer;
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TwoStepSetup />
    </QueryClientProvider>,
  );
  return api;
}

const password = () => screen.getByLabelText('Password');
const code = () => screen.getByLabelText('Code from the app');

describe('turning two-step sign-in off (AUTH-18)', { timeout: 20_000 }, () => {
  it('checks both fields before sending, with the focus on the first', async () => {
    const api = renderTurnOff({ body: { message: 'Two-step sign-in is off.' } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(authMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText('Enter the code from your authenticator app')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(api.calls('POST', '/api/authentication/mfa/disable')).toHaveLength(0);
  });

  it('sends the password and the code, then shows it is off', async () => {
    const api = renderTurnOff({ body: { message: 'Two-step sign-in is off.' } });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Password'), 'Correct-horse-9');
    await user.type(code(), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/authentication/mfa/disable').map((request) => request.body)).toEqual([{ password: 'Correct-horse-9', code: '123456' }]);
  });

  it('puts a wrong password under its field with the focus, a refused code under the code, and keeps the typing', async () => {
    let answer = apiError(400, 'validation_error', 'Check the form', { password: 'The password is not correct' });
    renderTurnOff(() => answer);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await user.type(code(), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The password is not correct')).toBeInTheDocument();
    await waitFor(() => {
      expect(password()).toHaveFocus();
    });
    answer = apiError(401, 'mfa_invalid', 'That code is not valid');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That code is not valid')).toBeInTheDocument();
    expect(password()).toHaveValue('wrong-password');
    expect(code()).toHaveValue('123456');
  });
});
