import type { DoctorVisitTypes, VisitTypesInput } from '@clinvia/contracts/visit-types';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VisitTypesCard } from './VisitTypesCard';
import { renderWithQueries } from '../../test/queries';

// VISIT-2: the doctor's Visit types section shows the list that applies, sends the chosen types
// with their length, and keeps the choices when the server refuses.

const inherited: DoctorVisitTypes = {
  doctorId: 'd1',
  source: 'specialization',
  slotMinutes: 45,
  types: [
    { type: 'New Patient Visit', slots: 2, minutes: 90 },
    { type: 'Follow-up', slots: 1, minutes: 45 },
  ],
};

function fakeApi(refuse = false) {
  const sent: VisitTypesInput[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname !== '/api/doctors/me/visit-types') return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    if (init?.method === 'PUT') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as VisitTypesInput;
      sent.push(body);
      if (refuse) return Promise.resolve(Response.json({ error: { code: 'validation_error', message: 'Please choose 1 to 2 slots' } }, { status: 400 }));
      const types = body.types.map((offer) => ({ type: offer.type, slots: Number(offer.slots), minutes: Number(offer.slots) * 45 }));
      return Promise.resolve(Response.json({ ...inherited, source: types.length === 0 ? 'specialization' : 'doctor', types: types.length === 0 ? inherited.types : types }));
    }
    return Promise.resolve(Response.json(inherited));
  });
  return { sent };
}

function renderCard() {
  renderWithQueries(<VisitTypesCard />);
  return userEvent.setup({ delay: null });
}

describe('VisitTypesCard', () => {
  it('shows the inherited list with lengths in the doctor’s minutes', async () => {
    fakeApi();
    renderCard();
    expect(await screen.findByText('Specialization default')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'New Patient Visit' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Annual Physical' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Length of New Patient Visit' })).toHaveDisplayValue('2 slots (90 min)');
    expect(screen.getByRole('combobox', { name: 'Length of Annual Physical' })).toBeDisabled();
  });

  it('saves the doctor’s own list, and refuses an empty one before sending', async () => {
    const { sent } = fakeApi();
    const user = renderCard();
    await user.click(await screen.findByRole('checkbox', { name: 'New Patient Visit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Follow-up' }));
    await user.click(screen.getByRole('button', { name: 'Save visit types' }));
    expect(await screen.findByText('Choose at least one visit type, or use the default.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Consultation' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length of Consultation' }), '2 slots (90 min)');
    await user.click(screen.getByRole('button', { name: 'Save visit types' }));
    expect(await screen.findByText('Visit types saved. Patients see them at once.')).toBeInTheDocument();
    expect(sent).toEqual([{ types: [{ type: 'Consultation', slots: 2 }] }]);
    expect(screen.getByText('Own list')).toBeInTheDocument();
  });

  it('keeps the choices and says why when the server refuses', async () => {
    fakeApi(true);
    const user = renderCard();
    await user.click(await screen.findByRole('checkbox', { name: 'Annual Physical' }));
    await user.click(screen.getByRole('button', { name: 'Save visit types' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose 1 to 2 slots');
    expect(screen.getByRole('checkbox', { name: 'Annual Physical' })).toBeChecked();
  });
});
