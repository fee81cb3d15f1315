import { ambulanceMessages, ambulanceRefusedMessage } from '@clinvia/contracts/ambulance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import type { CallerDetails } from './prefill';
import { EmergencyRequestForm } from './EmergencyRequestForm';
import { renderWithQueries } from '../../../test/queries';

// AMB-2: the emergency request on its own: what a refusal says and keeps, the receipt, and the
// next request starting from the caller's own details (AMB-6).

const path = '/api/ambulance/requests';

function renderForm(reply: Reply, caller?: CallerDetails) {
  const api = fakeApi({ [`POST ${path}`]: reply });
  renderWithQueries(<EmergencyRequestForm caller={caller} />);
  return { api, form: within(screen.getByRole('form', { name: 'Emergency ambulance request' })) };
}

type Form = ReturnType<typeof renderForm>['form'];

async function fillIn(form: Form) {
  await userEvent.type(form.getByLabelText('Full name'), 'Sam Reed');
  await userEvent.type(form.getByLabelText('Phone number'), '4155550142');
  await userEvent.type(form.getByLabelText('Current location'), '5 Pier St');
  await userEvent.type(form.getByLabelText('Emergency description'), 'Fell and cannot stand');
}

const send = (form: Form) => userEvent.click(form.getByRole('button', { name: 'Request Ambulance Now' }));
const receipt = { status: 201, body: { reference: 'AMB-7K3Q9D', kind: 'emergency', status: 'new', message: 'Request received: reference AMB-7K3Q9D.' } };

describe('the emergency ambulance request (AMB-2)', () => {
  it('says why the server failed above the form and keeps every word typed', async () => {
    const { form } = renderForm(apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.'));
    await fillIn(form);
    await send(form);
    expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(form.getByLabelText('Full name')).toHaveValue('Sam Reed');
    expect(form.getByLabelText('Current location')).toHaveValue('5 Pier St');
    expect(form.getByLabelText('Emergency description')).toHaveValue('Fell and cannot stand');
  });

  it('puts the server’s message under its field', async () => {
    const { form } = renderForm(apiError(400, 'validation_error', 'Please correct the highlighted fields.', { location: 'Give a street address or a landmark we can find' }));
    await fillIn(form);
    await send(form);
    expect(await form.findByText('Give a street address or a landmark we can find')).toBeInTheDocument();
    expect(form.getByLabelText('Current location')).toHaveAccessibleDescription('Give a street address or a landmark we can find');
    expect(form.getByLabelText('Current location')).toHaveFocus();
  });

  it('sends what a bot put in the hidden field, so the server can refuse it with the hotline to call', async () => {
    const { api, form } = renderForm(apiError(400, 'validation_error', ambulanceRefusedMessage));
    await fillIn(form);
    await userEvent.type(form.getByLabelText('Leave this field empty'), 'https://spam.example');
    await send(form);
    expect(await form.findByRole('alert')).toHaveTextContent(ambulanceRefusedMessage);
    expect(api.calls('POST', path)[0]?.body).toMatchObject({ kind: 'emergency', website: 'https://spam.example' });
  });

  it('checks the description’s length before sending', async () => {
    const { api, form } = renderForm(receipt);
    await fillIn(form);
    await userEvent.clear(form.getByLabelText('Emergency description'));
    await userEvent.click(form.getByLabelText('Emergency description'));
    await userEvent.paste('x'.repeat(2001));
    await send(form);
    expect(await form.findByText('Please use at most 2000 characters')).toBeInTheDocument();
    expect(form.queryByText(ambulanceMessages.descriptionRequired)).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('gives the reference, then a new request with the caller’s name and phone and nothing of the last emergency', async () => {
    const { api } = renderForm(receipt, { fullName: 'Maria Lopez', phone: '+1 415 555 0100' });
    const form = within(screen.getByRole('form', { name: 'Emergency ambulance request' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    expect(form.getByLabelText('Phone number')).toHaveValue('+1 415 555 0100');
    await userEvent.type(form.getByLabelText('Current location'), '5 Pier St');
    await userEvent.type(form.getByLabelText('Emergency description'), 'Chest pain');
    await send(form);
    const done = within(await screen.findByRole('status'));
    expect(done.getByRole('heading', { name: 'Ambulance requested' })).toHaveFocus();
    expect(done.getByTestId('ambulance-reference')).toHaveTextContent('AMB-7K3Q9D');
    expect(done.getByText('Request received: reference AMB-7K3Q9D.')).toBeInTheDocument();
    expect(api.calls('POST', path)[0]?.body).toEqual({ kind: 'emergency', fullName: 'Maria Lopez', phone: '+1 415 555 0100', location: '5 Pier St', description: 'Chest pain', website: '' });
    await userEvent.click(done.getByRole('button', { name: 'Make another request' }));
    const again = within(screen.getByRole('form', { name: 'Emergency ambulance request' }));
    expect(again.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    expect(again.getByLabelText('Phone number')).toHaveValue('+1 415 555 0100');
    expect(again.getByLabelText('Current location')).toHaveValue('');
    expect(again.getByLabelText('Emergency description')).toHaveValue('');
  });
});
