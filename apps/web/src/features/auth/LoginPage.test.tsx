import { authMessages, invalidCredentialsMessage } from '@clinvia/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { fakeToken, renderApp } from '../../test/render';

// AUTH-8 to AUTH-10, AUTH-18: signing in, with the second step when the account has one.

const login = '/api/authentication/login';
const secondStep = '/api/authentication/login/second-step';

function session(role: 'patient' | 'doctor' | 'staff') {
  const user = { id: '3', role, name: 'Aisha Khan', email: 'aisha@example.com', username: 'aisha', profileImage: null, status: 'active' as const };
  return { token: fakeToken({ sub: user.id, role }), user, language: 'en' };
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('sign-in (AUTH-8)', { timeout: 20_000 }, () => {
  it('checks the fields with the API’s messages before sending, and the messages follow the typing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await waitFor(() => {
      expect(screen.queryByText(authMessages.emailRequired)).toBeNull();
    });
    expect(screen.getByText(authMessages.passwordRequired)).toBeInTheDocument();
    expect(api.calls('POST', login)).toHaveLength(0);
  });

  it('sends the address, the password and "remember me", then takes a doctor to the portal', async () => {
    const api = fakeApi({ [`POST ${login}`]: { body: session('doctor') } });
    const { router } = renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await signIn('aisha@example.com', 'correct horse');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/doctor-portal');
    });
    expect(api.calls('POST', login).map((request) => request.body)).toEqual([{ email: 'aisha@example.com', password: 'correct horse', rememberMe: true }]);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('says a wrong password in the API’s words and stays on the page', async () => {
    fakeApi({ [`POST ${login}`]: apiError(401, 'invalid_credentials', invalidCredentialsMessage) });
    const { router } = renderApp('/login');
    await signIn('maria@example.com', 'wrong password');
    expect(await screen.findByText(invalidCredentialsMessage)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a rate limit on the form as well as in the toast', async () => {
    fakeApi({ [`POST ${login}`]: apiError(429, 'rate_limited', 'Too many sign-in attempts. Please wait 15 minutes.') });
    renderApp('/login');
    await signIn('maria@example.com', 'correct horse');
    const alerts = await screen.findAllByRole('alert');
    // The toast closes after 1.5 s; the form's own alert stays beside the fields.
    const onForm = alerts.find((alert) => alert.closest('form') !== null);
    expect(onForm).toHaveTextContent('Too many sign-in attempts. Please wait 15 minutes.');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });

  it('asks for the code when the account has two-step sign-in, and sends it with the challenge (AUTH-18)', async () => {
    const api = fakeApi({
      [`POST ${login}`]: { body: { secondStep: true, challenge: 'challenge-1' } },
      [`POST ${secondStep}`]: ({ body }) => ((body as { code: string }).code === '123456' ? { body: session('staff') } : apiError(401, 'invalid_code', 'That code is not right')),
    });
    const { router } = renderApp('/login');
    const user = await signIn('sam@example.com', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '654 321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/staff');
    });
    expect(api.calls('POST', secondStep).map((request) => request.body)).toEqual([
      { challenge: 'challenge-1', code: '654321', rememberMe: false },
      { challenge: 'challenge-1', code: '123456', rememberMe: false },
    ]);
  });

  it('greets a new account with its address filled in', async () => {
    fakeApi({});
    const { router } = renderApp('/register');
    await router.navigate('/login', { state: { registeredEmail: 'new@example.com' } });
    expect(await screen.findByText('Your account is ready. Sign in with new@example.com and the password you chose.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
  });
});
