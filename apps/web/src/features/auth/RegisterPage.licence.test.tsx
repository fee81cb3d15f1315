import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

// DOC-10: a doctor registers with a licence number and the state that issued it, beside the
// specification's fields, each checked with its own message.

vi.mock('../../lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve()), confirmDialog: vi.fn() }));

function fakeApi() {
  const registrations: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/authentication/register') {
      registrations.push(JSON.parse(init?.body as string));
      return Promise.resolve(Response.json({ message: 'Registration successful!' }, { status: 201 }));
    }
    if (url.pathname === '/api/doctors/specializations') return Promise.resolve(Response.json(['Cardiology']));
    return Promise.resolve(Response.json({}));
  });
  return registrations;
}

async function doctorForm() {
  const user = userEvent.setup({ delay: null });
  renderApp('/register');
  await user.click(await screen.findByRole('button', { name: 'Doctor' }));
  return { user, form: within(await screen.findByRole('form', { name: 'Doctor registration' })) };
}

describe('the doctor’s registration (DOC-10)', { timeout: 20_000 }, () => {
  it('asks for the licence number and state, each with its own message', async () => {
    const registrations = fakeApi();
    const { user, form } = await doctorForm();
    await user.type(form.getByLabelText('Licence number'), 'A1 23');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Please enter the licence number: 3 to 20 letters, digits or hyphens')).toBeInTheDocument();
    expect(form.getByText('Please choose the state that issued the licence')).toBeInTheDocument();
    // The form keeps what was typed.
    expect(form.getByLabelText('Licence number')).toHaveValue('A1 23');
    expect(registrations).toEqual([]);
  });

  it('sends the licence with the specification’s fields', async () => {
    const registrations = fakeApi();
    const { user, form } = await doctorForm();
    await user.type(form.getByLabelText('Full name'), 'Noor Haddad');
    await user.type(form.getByLabelText('Email'), 'noor@example.com');
    await user.type(form.getByLabelText('Password'), 'Correct-horse-9');
    await user.type(form.getByLabelText('Confirm password'), 'Correct-horse-9');
    await user.type(form.getByLabelText('Phone number'), '4155550100');
    await user.type(form.getByLabelText('Specialization'), 'cardiology');
    await user.type(form.getByLabelText('Qualifications'), 'MD');
    await user.type(form.getByLabelText('Experience (years)'), '9');
    await user.type(form.getByLabelText('Consultation fee ($)'), '120');
    await user.type(form.getByLabelText('Licence number'), 'a123456');
    await user.selectOptions(form.getByLabelText('Licence state'), 'California (CA)');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => {
      expect(registrations).toEqual([expect.objectContaining({ role: 'doctor', specialization: 'cardiology', licenceNumber: 'A123456', licenceState: 'CA' })]);
    });
  });
});
