import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { TransportRequestForm } from './TransportRequestForm';
import { renderWithQueries } from '../../../test/queries';

// AMB-3: booking a non-emergency transport: each field's message before anything is sent, the
// server's field messages with the typing kept, and the receipt with a way to book another.

const path = '/api/ambulance/requests';
const today = wallClockAt('America/New_York').date;

function tomorrow(): string {
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function renderForm(reply: Reply, caller?: { fullName: string; phone?: string; address?: string }) {
  const api = fakeApi({ 'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } }, [`POST ${path}`]: reply });
  renderWithQueries(<TransportRequestForm caller={caller} />);
  return { api, form: within(screen.getByRole('form', { name: 'Non-emergency transport booking' })) };
}

type Queries = ReturnType<typeof renderForm>['form'];

async function fillIn(form: Queries, user: ReturnType<typeof userEvent.setup>) {
  await user.type(form.getByLabelText('Full name'), 'Ana Diaz');
  await user.type(form.getByLabelText('Phone number'), '4155550199');
  await user.type(form.getByLabelText('Pickup address'), '12 Cedar Ln');
  await user.type(form.getByLabelText('Date'), tomorrow());
  await user.type(form.getByLabelText('Time'), '10:30');
  await user.selectOptions(form.getByLabelText('Transport type'), 'Wheelchair Accessible');
}

describe('booking a transport (AMB-3)', { timeout: 20_000 }, () => {
  it('names every missing field and sends nothing', async () => {
    const { api, form } = renderForm({ status: 201, body: {} });
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Schedule Transport' }));
    expect(await form.findByText('Full name is required')).toBeInTheDocument();
    for (const message of ['Pickup address is required', 'Please choose a date', 'Please choose a time', 'Please choose a transport type']) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
    expect(form.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', path)).toEqual([]);
  });

  it('puts the server’s message under its field and keeps everything typed', async () => {
    const { form } = renderForm(apiError(400, 'validation_error', 'Check the form', { pickupAddress: 'We cannot reach this address' }));
    const user = userEvent.setup();
    await fillIn(form, user);
    await user.click(form.getByRole('button', { name: 'Schedule Transport' }));
    expect(await form.findByText('We cannot reach this address')).toBeInTheDocument();
    expect(form.getByLabelText('Pickup address')).toHaveValue('12 Cedar Ln');
    expect(form.getByLabelText('Full name')).toHaveValue('Ana Diaz');
    expect(form.getByLabelText('Transport type')).toHaveValue('Wheelchair Accessible');
  });

  it('gives the reference, then an empty form with the caller’s details for another request', async () => {
    const { api, form } = renderForm(
      { status: 201, body: { reference: 'AMB-2P8X4M', kind: 'transport', status: 'new', message: 'Request received: reference AMB-2P8X4M.' } },
      { fullName: 'Ana Diaz', phone: '4155550199', address: '12 Cedar Ln' },
    );
    const user = userEvent.setup();
    expect(form.getByLabelText('Full name')).toHaveValue('Ana Diaz');
    await user.type(form.getByLabelText('Date'), tomorrow());
    await user.type(form.getByLabelText('Time'), '10:30');
    await user.selectOptions(form.getByLabelText('Transport type'), 'Wheelchair Accessible');
    await user.click(form.getByLabelText('Medical Equipment Needed'));
    await user.click(form.getByRole('button', { name: 'Schedule Transport' }));
    const receipt = within(await screen.findByRole('status'));
    expect(receipt.getByRole('heading', { name: 'Transport requested' })).toHaveFocus();
    expect(receipt.getByText('AMB-2P8X4M')).toBeInTheDocument();
    expect(api.calls('POST', path)[0]?.body).toMatchObject({ kind: 'transport', pickupAddress: '12 Cedar Ln', equipmentNeeded: true, staffAssistance: false });
    await user.click(receipt.getByRole('button', { name: 'Make another request' }));
    const again = within(screen.getByRole('form', { name: 'Non-emergency transport booking' }));
    expect(again.getByLabelText('Full name')).toHaveValue('Ana Diaz');
    expect(again.getByLabelText('Date')).toHaveValue('');
    expect(again.getByLabelText('Medical Equipment Needed')).not.toBeChecked();
  });
});
