import { authMessages, forgotPasswordMessage, invalidResetTokenMessage } from '@clinvia/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { renderApp } from '../../test/render';

// AUTH-5, AUTH-6: asking for a reset link, and choosing a new password from it.

const forgot = '/api/authentication/forgot-password';
const reset = '/api/authentication/reset-password';

describe('Forgot your password?', { timeout: 20_000 }, () => {
  it('checks the address before sending, keeps the typing, then shows the server’s answer instead of the form', async () => {
    const api = fakeApi({ [`POST ${forgot}`]: { body: { message: forgotPasswordMessage } } });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(authMessages.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@');
    expect(api.calls('POST', forgot)).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(forgotPasswordMessage)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(api.calls('POST', forgot).map((request) => request.body)).toEqual([{ email: 'maria@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('says why when the server refuses, with the address still in the field', async () => {
    fakeApi({ [`POST ${forgot}`]: apiError(429, 'rate_limited', 'Too many requests. Please wait a minute.') });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many requests. Please wait a minute.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
  });
});

describe('Reset your password', { timeout: 20_000 }, () => {
  it('without a token says the link is incomplete and offers a new one', async () => {
    fakeApi({});
    renderApp('/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks both passwords before sending, then sends the token with them and goes to sign-in', async () => {
    const api = fakeApi({ [`POST ${reset}`]: { body: { message: 'Your password has been changed.' } } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(authMessages.confirmPasswordRequired)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horsy');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls('POST', reset)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(api.calls('POST', reset).map((request) => request.body)).toEqual([{ token: 'abc123', password: 'correct horse', confirmPassword: 'correct horse' }]);
  });

  it('reports a used or expired link for the whole form, keeping the passwords typed', async () => {
    fakeApi({ [`POST ${reset}`]: apiError(400, 'validation_error', 'Please check the fields', { token: invalidResetTokenMessage }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(invalidResetTokenMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByLabelText('New password')).toHaveValue('correct horse');
  });

  it('puts the server’s message for a password under its field', async () => {
    fakeApi({ [`POST ${reset}`]: apiError(400, 'validation_error', 'Please check the fields', { password: 'This password is too common' }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/This password is too common/);
  });
});
