import { authMessages, emailTakenMessage } from '@clinvia/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { renderApp } from '../../test/render';

// AUTH-1 to AUTH-3: one form per role, only that role's fields, checked with the API's rules.

const register = '/api/authentication/register';
const registered = { user: { id: '11', role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', username: 'maria', profileImage: null, status: 'active' }, message: 'Registered' };

async function fillAccount(user: UserEvent) {
  await user.type(await screen.findByLabelText('Full name'), 'Maria Lopez');
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.type(screen.getByLabelText('Confirm password'), 'correct horse');
  await user.type(screen.getByLabelText('Phone number'), '+1 555 010 0100');
}

describe('registration (AUTH-1)', { timeout: 20_000 }, () => {
  it('shows each missing field’s message and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(authMessages.nameRequired)).toBeInTheDocument();
    for (const message of [authMessages.emailRequired, authMessages.phoneRequired, authMessages.addressRequired, authMessages.genderRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(api.calls('POST', register)).toHaveLength(0);
  });

  it('registers a patient with the patient’s fields only, then opens sign-in with the address kept', async () => {
    const api = fakeApi({ [`POST ${register}`]: { status: 201, body: registered } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/register');
    await fillAccount(user);
    await user.type(screen.getByLabelText('Age'), '41');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.type(screen.getByLabelText('Address'), '12 Elm St, Boston');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByText('Your account is ready. Sign in with maria@example.com and the password you chose.')).toBeInTheDocument();
    const [sent] = api.calls('POST', register);
    expect(sent?.body).toMatchObject({ role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', age: 41, gender: 'female', address: '12 Elm St, Boston' });
    expect(Object.keys(sent?.body as object)).not.toContain('specialization');
  });

  it('switching to Doctor shows the doctor’s fields and a fresh form, and suggests the clinic’s specializations', async () => {
    fakeApi({ 'GET /api/doctors/specializations': { body: ['Cardiology', 'Dermatology'] } });
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Typed as a patient');
    await user.click(within(screen.getByRole('group', { name: 'I am registering as' })).getByRole('button', { name: 'Doctor' }));
    expect(await screen.findByRole('form', { name: 'Doctor registration' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Qualifications')).toBeInTheDocument();
    expect(screen.queryByLabelText('Age')).toBeNull();
    expect(screen.getByText('Patients can find and book you once our staff have verified your details.')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.querySelectorAll('#clinic-specializations option')).toHaveLength(2);
    });
  });

  it('puts the API’s message under the field it names and keeps what was typed', async () => {
    fakeApi({ [`POST ${register}`]: apiError(409, 'email_taken', emailTakenMessage, { email: emailTakenMessage }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Staff' }));
    await fillAccount(user);
    await user.type(screen.getByLabelText('Department'), 'Front desk');
    await user.type(screen.getByLabelText('Position'), 'Receptionist');
    await user.type(screen.getByLabelText('Employee ID'), 'E-104');
    expect(screen.getByText('An administrator approves staff accounts before they can use the staff console.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(emailTakenMessage);
    });
    expect(screen.getByLabelText('Department')).toHaveValue('Front desk');
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Lopez');
  });
});
