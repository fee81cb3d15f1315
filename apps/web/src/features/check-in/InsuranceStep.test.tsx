import { checkInMessages, type CheckIn } from '@clinvia/contracts/check-ins';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../../test/api';
import { checkInAppointmentId, checkInContact, patientCheckIn } from '../../test/fixtures';
import { InsuranceStep } from './InsuranceStep';
import { renderWithQueries } from '../../test/queries';

// CHECKIN-4: insurance with its member number, or self-pay; checked with the contract's rules
// before anything is sent, sent in the shape the API takes, and the way back to the contact step.

const path = `/api/appointments/${checkInAppointmentId}/check-in`;
const started = patientCheckIn({ availability: 'in_progress', current_step: 'insurance', contact: checkInContact });

function renderStep(reply: Reply, checkIn: CheckIn = started) {
  const api = fakeApi({ [`PUT ${path}`]: reply });
  const onSaved = vi.fn<(next: CheckIn, advance: boolean) => void>();
  const onBack = vi.fn<() => void>();
  renderWithQueries(<InsuranceStep checkIn={checkIn} onSaved={onSaved} onBack={onBack} />);
  return { api, onSaved, onBack };
}

const provider = () => screen.getByRole('textbox', { name: 'Insurance company' });
const memberNumber = () => screen.getByRole('textbox', { name: /Member number/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const savedAs = (insurance: CheckIn['insurance']) => ({ body: { message: checkInMessages.saved, check_in: { ...started, current_step: 'review', insurance } } });

describe('the insurance step (CHECKIN-4)', () => {
  it('asks for the company and the member number before sending anything', async () => {
    const { api } = renderStep({ status: 500 });
    expect(screen.getByRole('radio', { name: 'With my insurance' })).toBeChecked();
    await save();
    expect(await screen.findByText(checkInMessages.providerRequired)).toBeInTheDocument();
    expect(memberNumber()).toHaveAccessibleDescription(checkInMessages.memberNumberRequired);
    expect(api.sent).toEqual([]);
  });

  it.each([
    ['a slash', 'XJ/204'],
    ['a leading dash', '-204'],
    ['a hash', '#204'],
  ])('refuses a member number with %s, keeping what was typed', async (_label, typed) => {
    const { api } = renderStep({ status: 500 });
    await userEvent.type(provider(), 'Blue Cross');
    await userEvent.type(memberNumber(), typed);
    await save();
    expect(await screen.findByText(checkInMessages.memberNumberInvalid)).toBeInTheDocument();
    expect(memberNumber()).toHaveValue(typed);
    expect(api.sent).toEqual([]);
  });

  it('sends the insurance trimmed, and moves on with the saved check-in', async () => {
    const insurance = { mode: 'insurance' as const, provider: 'Blue Cross', member_number: 'XJ-204 7781' };
    const { api, onSaved } = renderStep(savedAs(insurance));
    await userEvent.type(provider(), ' Blue Cross ');
    await userEvent.type(memberNumber(), 'XJ-204 7781 ');
    await save();
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ current_step: 'review', insurance }), true);
    });
    expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ step: 'insurance', insurance }]);
  });

  it('sends self-pay alone, without what was typed in the insurance fields', async () => {
    const { api, onSaved } = renderStep(savedAs({ mode: 'self_pay', provider: null, member_number: null }));
    await userEvent.type(provider(), 'Blue Cross');
    await userEvent.click(screen.getByRole('radio', { name: 'I have no insurance / I pay myself' }));
    await save();
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(api.calls('PUT', path).map((request) => request.body)).toEqual([{ step: 'insurance', insurance: { mode: 'self_pay' } }]);
  });

  it('opens on what the patient saved before, self-pay included', async () => {
    renderStep({ status: 500 }, { ...started, insurance: { mode: 'self_pay', provider: null, member_number: null } });
    expect(screen.getByRole('radio', { name: 'I have no insurance / I pay myself' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Insurance company' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'With my insurance' }));
    expect(provider()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Photos of your insurance card' })).toBeInTheDocument();
  });

  it('goes back to the previous step without saving', async () => {
    const { api, onBack, onSaved } = renderStep({ status: 500 });
    await userEvent.type(provider(), 'Blue Cross');
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.sent).toEqual([]);
  });
});
