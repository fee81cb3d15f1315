import { bookingMessages, REASON_MAX_LENGTH } from '@clinvia/contracts/appointments';
import type { OfferDetailsInput } from '@clinvia/contracts/waitlist';
import type { DoctorVisitTypes } from '@clinvia/contracts/visit-types';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { BookingDetailsFields } from './BookingDetailsFields';
import { useOfferDetailsForm } from './OfferHold';

// BOOK-3, BOOK-18, BOOK-20, VISIT-4: the visit's type, reason and payment as the booking wizard
// and the waitlist's forms show them, inside a form checked with the contract's messages.

function Harness({ onValid, ...props }: { onValid: (values: OfferDetailsInput) => void } & Omit<Parameters<typeof BookingDetailsFields>[0], 'idPrefix'>) {
  const form = useOfferDetailsForm();
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <BookingDetailsFields idPrefix="t" {...props} />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

function renderFields(props: Omit<Parameters<typeof BookingDetailsFields>[0], 'idPrefix'> = {}) {
  const onValid = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<Harness onValid={onValid} {...props} />);
  return { user, onValid, send: () => user.click(screen.getByRole('button', { name: 'Send' })) };
}

const reason = () => screen.getByRole('textbox', { name: 'Reason for your visit' });

describe('the visit’s details (BOOK-3)', () => {
  it('says what is missing under each field, and sends nothing', async () => {
    const { send, onValid } = renderFields();
    await send();
    const types = screen.getByRole('group', { name: 'Appointment type' });
    expect(await within(types).findByText(bookingMessages.typeRequired)).toBeInTheDocument();
    expect(types).toHaveAccessibleDescription(bookingMessages.typeRequired);
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(reason()).toHaveAccessibleDescription(expect.stringContaining(bookingMessages.reasonRequired) as string);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('counts the reason against its limits as it is typed, and refuses one too short (BOOK-18)', async () => {
    const { user, send, onValid } = renderFields();
    await user.click(screen.getByRole('radio', { name: /Follow-up/ }));
    await user.type(reason(), 'Cough');
    expect(screen.getByText(`5 more characters needed · at most ${String(REASON_MAX_LENGTH)}`)).toBeInTheDocument();
    await send();
    expect(await screen.findByText(bookingMessages.reasonTooShort)).toBeInTheDocument();
    await user.type(reason(), ' since Monday');
    expect(screen.getByText(`18 / ${String(REASON_MAX_LENGTH)} characters`)).toBeInTheDocument();
    await send();
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ appointmentType: 'Follow-up', appointmentReason: 'Cough since Monday', isInsurance: 'false' }), expect.anything());
  });

  it('asks for the insurer and the member ID only with insurance, and forgets them on Self-pay', async () => {
    const { user, send, onValid } = renderFields();
    await user.click(screen.getByRole('radio', { name: /Consultation/ }));
    await user.type(reason(), 'A rash on my left arm');
    expect(screen.queryByRole('textbox', { name: 'Insurance provider' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Insurance/ }));
    expect(screen.getByText('Please bring your insurance card to the appointment.')).toBeInTheDocument();
    await send();
    expect(await screen.findByText(bookingMessages.insuranceProviderRequired)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.insuranceIdRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Insurance provider' }), 'Aetna');
    await user.click(screen.getByRole('radio', { name: /Self-pay/ }));
    expect(screen.queryByText(bookingMessages.insuranceIdRequired)).toBeNull();
    await send();
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ isInsurance: 'false', insuranceProvider: '', insuranceId: '' }), expect.anything());
  });
});

describe('visits of two slots (BOOK-20) and the doctor’s own types (VISIT-4)', () => {
  it('says a two-slot type takes an hour where it fits, and locks it with the reason where it does not', () => {
    const { unmount } = render(<Harness onValid={vi.fn()} twoSlotTypes={['New Patient Visit']} />);
    expect(screen.getByRole('radio', { name: /New Patient Visit/ })).toBeEnabled();
    expect(screen.getByText('Takes 1 hour (two slots) with this doctor')).toBeInTheDocument();
    unmount();
    render(<Harness onValid={vi.fn()} twoSlotTypes={['New Patient Visit']} twoSlotsFit={false} />);
    expect(screen.getByRole('radio', { name: /New Patient Visit/ })).toBeDisabled();
    expect(screen.getByText('Takes 1 hour with this doctor, and the half hour after your time is not free. Go back to choose another time for it.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Follow-up/ })).toBeEnabled();
  });

  it('shows only the doctor’s types, each with its length, and says two slots of a doctor’s own length', () => {
    const offered: DoctorVisitTypes = {
      doctorId: 'doctor-42',
      source: 'doctor',
      slotMinutes: 20,
      types: [
        { type: 'Follow-up', slots: 1, minutes: 20 },
        { type: 'Consultation', slots: 2, minutes: 40 },
      ],
    };
    render(<Harness onValid={vi.fn()} offered={offered} twoSlotTypes={['Consultation']} />);
    const types = within(screen.getByRole('group', { name: 'Appointment type' })).getAllByRole('radio');
    expect(types).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Follow-up · 20 min/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Consultation · 40 min/ })).toBeInTheDocument();
    expect(screen.getByText('Takes two slots with this doctor')).toBeInTheDocument();
  });

  it('keeps BOOK-3’s four while the doctor keeps the standard list', () => {
    render(<Harness onValid={vi.fn()} offered={{ doctorId: 'doctor-42', source: 'specification', slotMinutes: 30, types: [{ type: 'Follow-up', slots: 1, minutes: 30 }] }} />);
    expect(within(screen.getByRole('group', { name: 'Appointment type' })).getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByText(/· 30 min/)).toBeNull();
  });
});
