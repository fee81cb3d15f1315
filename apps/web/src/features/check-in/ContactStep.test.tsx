import { checkInErrorCodes, checkInMessages, type CheckIn } from '@clinvia/contracts/check-ins';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { checkInAppointmentId, checkInContact, patientCheckIn } from '../../test/fixtures';
import { ContactStep } from './ContactStep';
import { renderWithQueries } from '../../test/queries';

// CHECKIN-3: the contact step checks the details with the contract's rules before sending, sends
// them as the API takes them (the age a number), keeps the patient's typing on any refusal, and
// puts the server's per-field messages under the fields.

const path = `/api/appointments/${checkInAppointmentId}/check-in`;

function renderStep(reply: Reply, checkIn: CheckIn = patientCheckIn()) {
  const api = fakeApi({ [`PUT ${path}`]: reply });
  const onSaved = vi.fn<(next: CheckIn) => void>();
  renderWithQueries(<ContactStep checkIn={checkIn} onSaved={onSaved} />);
  return { api, onSaved };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('the contact step (CHECKIN-3)', () => {
  it('sends the details as the API takes them, the age a number and the name trimmed, and hands on the saved check-in', async () => {
    const saved = patientCheckIn({ availability: 'in_progress', current_step: 'insurance', contact: checkInContact });
    const { api, onSaved } = renderStep({ body: { message: checkInMessages.saved, check_in: saved } }, patientCheckIn({ contact_prefill: { name: 'Maria Lopez', email: 'maria@example.com', phone: '4155550100', age: null, gender: null, address: null } }));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    await userEvent.type(field('Full name'), '  ');
    await userEvent.type(field('Age'), ' 34 ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.type(field('Address'), '5 Elm St, Boston, MA');
    await save();
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(saved);
    });
    expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ step: 'contact', contact: checkInContact }]);
  });

  it.each([
    ['letters', 'thirty'],
    ['a fraction', '34.5'],
    ['a negative age', '-1'],
    ['past the oldest age', '151'],
  ])('refuses %s as the age with the contract’s message and keeps what was typed', async (_label, typed) => {
    const { api } = renderStep({ status: 500 });
    const age = field('Age');
    await userEvent.clear(age);
    await userEvent.type(age, typed);
    await save();
    expect(await screen.findByText(checkInMessages.ageInvalid)).toBeInTheDocument();
    expect(age).toHaveAccessibleDescription(checkInMessages.ageInvalid);
    expect(age).toHaveValue(typed);
    expect(api.sent).toEqual([]);
  });

  it('takes the youngest and the oldest age the contract allows', async () => {
    const saved = { body: { message: checkInMessages.saved, check_in: patientCheckIn() } };
    const { api } = renderStep(saved);
    const age = field('Age');
    for (const typed of ['0', '150']) {
      await userEvent.clear(age);
      await userEvent.type(age, typed);
      await save();
    }
    await vi.waitFor(() => {
      expect(api.calls('PUT', path).map((request) => (request.body as { contact: { age: unknown } }).contact.age)).toEqual([0, 150]);
    });
  });

  it('asks for a gender and an address the profile did not have', async () => {
    const { api } = renderStep({ status: 500 }, patientCheckIn({ contact_prefill: { ...checkInContact, gender: null, address: null } }));
    await save();
    expect(await screen.findByText(checkInMessages.genderRequired)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription(checkInMessages.genderRequired);
    expect(field('Address')).toHaveAccessibleDescription(checkInMessages.addressRequired);
    expect(api.sent).toEqual([]);
  });

  it('puts the server’s message under the e-mail field, moves the focus there and keeps every field', async () => {
    renderStep(apiError(400, 'validation_error', 'Please check the fields', { 'contact.email': 'This address does not receive mail' }));
    const email = field('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@nowhere-mail.com');
    await save();
    expect(await screen.findByText('This address does not receive mail')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This address does not receive mail');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('maria@nowhere-mail.com');
    expect(field('Full name')).toHaveValue('Maria Lopez');
    // The fields say it all: no general alert above the form.
    expect(screen.queryByText('Please check the fields')).toBeNull();
  });

  it('says why a check-in closed meanwhile refuses the save, and does not move on', async () => {
    const { onSaved } = renderStep(apiError(409, checkInErrorCodes.closed, checkInMessages.closed));
    await save();
    expect(await screen.findByText(checkInMessages.closed)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  });

  it('words the contract’s messages in Spanish on a Spanish page', async () => {
    await act(() => switchLanguage('es'));
    renderStep({ status: 500 }, patientCheckIn({ contact_prefill: { ...checkInContact, name: '' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Ingrese su nombre completo')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription('Ingrese su nombre completo');
  });
});
