import { visitTypeMessages, type VisitTypeOffer } from '@clinvia/contracts/visit-types';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { bookingKit } from './booking-texts';
import { VisitTypesEditor } from './VisitTypesEditor';

// VISIT-2: the editor of which visit types are offered and how long each is, as a doctor and
// staff see it: only valid choices, the list sent as chosen, the server's refusal kept beside
// the choices, and 'Use the default' sending the empty list.

const texts = bookingKit.visitTypes;

const offers: VisitTypeOffer[] = [
  { type: 'New Patient Visit', slots: 2 },
  { type: 'Follow-up', slots: 1 },
];

function renderEditor(onSave: (types: VisitTypeOffer[]) => Promise<void>, props: { source?: 'doctor' | 'specialization' | 'specification'; slotMinutes?: number; list?: VisitTypeOffer[] } = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(<VisitTypesEditor idPrefix="vt" offers={props.list ?? offers} source={props.source ?? 'doctor'} slotMinutes={props.slotMinutes} onSave={onSave} />);
  return { user, ...view };
}

const offered = (type: string) => screen.getByRole('checkbox', { name: type });
const length = (type: string) => screen.getByRole('combobox', { name: `Length of ${type}` });

describe('the visit types editor (VISIT-2)', () => {
  it('starts from the offered list: types checked, their lengths chosen, the others off and their length locked', () => {
    renderEditor(vi.fn(() => Promise.resolve()), { slotMinutes: 20 });
    expect(offered('New Patient Visit')).toBeChecked();
    expect(length('New Patient Visit')).toHaveValue('2');
    expect(screen.getAllByRole('option', { name: '2 slots (40 min)' })).toHaveLength(4);
    expect(offered('Annual Physical')).not.toBeChecked();
    expect(length('Annual Physical')).toBeDisabled();
    expect(screen.getByText(texts.sources.doctor)).toBeInTheDocument();
  });

  it('says lengths in slots alone where a slot has no fixed minutes (a specialization)', () => {
    renderEditor(vi.fn(() => Promise.resolve()), { source: 'specialization' });
    expect(screen.getAllByRole('option', { name: '1 slot' })).toHaveLength(4);
    expect(screen.getByText(texts.sources.specialization)).toBeInTheDocument();
  });

  it('sends the chosen types in the contract’s order with their lengths, and says they were saved', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderEditor(onSave);
    await user.click(offered('Consultation'));
    await user.selectOptions(length('Consultation'), '2');
    await user.click(offered('Follow-up'));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(onSave).toHaveBeenCalledWith([
      { type: 'New Patient Visit', slots: 2 },
      { type: 'Consultation', slots: 2 },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(visitTypeMessages.saved);
  });

  it('refuses an empty list before sending anything', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderEditor(onSave);
    await user.click(offered('New Patient Visit'));
    await user.click(offered('Follow-up'));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(texts.noneChosen);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the choices made', async () => {
    const refusal = 'A doctor with 15-minute slots cannot offer visits longer than 30 minutes.';
    const onSave = vi.fn(() => Promise.reject(new ApiError({ status: 400, code: 'validation_error', message: refusal, fromServer: true })));
    const { user } = renderEditor(onSave);
    await user.click(offered('Annual Physical'));
    await user.click(screen.getByRole('button', { name: texts.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(offered('Annual Physical')).toBeChecked();
    expect(screen.getByRole('button', { name: texts.save })).toBeEnabled();
  });

  it('sends the empty list for the default, and shows the list the server gave back', async () => {
    const answered: (() => void)[] = [];
    const onSave = vi.fn(() => new Promise<void>((resolve) => answered.push(resolve)));
    const { user, rerender } = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: texts.useDefault }));
    expect(onSave).toHaveBeenCalledWith([]);
    expect(screen.getByRole('button', { name: texts.useDefault })).toBeDisabled();
    answered.forEach((resolve) => {
      resolve();
    });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: texts.useDefault })).toBeEnabled();
    });
    rerender(<VisitTypesEditor idPrefix="vt" offers={[{ type: 'Consultation', slots: 1 }]} source="specialization" onSave={onSave} />);
    expect(offered('Consultation')).toBeChecked();
    expect(offered('New Patient Visit')).not.toBeChecked();
  });

  it('offers no default where the list is the standard one already', () => {
    renderEditor(vi.fn(() => Promise.resolve()), { source: 'specification' });
    expect(screen.queryByRole('button', { name: texts.useDefault })).toBeNull();
  });
});
