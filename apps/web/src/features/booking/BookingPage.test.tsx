import { browserInZone } from '../../test/zone';
import { bookingMessages, slotConflicts, type BookingResponse, type PatientAppointment, type PatientDetails } from '@clinvia/contracts/appointments';
import type { DoctorDetail, SlotsResponse } from '@clinvia/contracts/doctors';
import type { Dependent } from '@clinvia/contracts/dependents';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from '../../lib/swal';
import { apiError, fakeApi, type SentRequest } from '../../test/api';
import { doctorDetail } from '../../test/fixtures';
import { doctor as doctorUser, patient, renderApp, staff } from '../../test/render';

const doctorId = '00000000-0000-4000-8000-000000000042';
const today = '2030-03-10';

const doctor = doctorDetail();

const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];

/**
 * Ten days from `today`: on day 0 09:00 has begun and 13:00 is booked; on day 1 the doctor is
 * away at 09:30. With `rules` (BOOK-20): a 2-hour notice covers day 0's 09:30 and 10:00,
 * and a New Patient Visit takes two slots, so it cannot start before the lunch break or the day's end.
 */
const cambridge = { id: 'loc-cambridge', name: 'Clinvia Cambridge', address: '5 Kendall Sq, Cambridge, MA', time_zone: 'America/New_York' };

function slots(takenOnDay2: string[] = [], rules = false, heldOnDay2: string[] = [], placed = false): SlotsResponse {
  return {
    doctor_id: doctorId,
    available: true,
    clinicTimeZone: 'America/New_York',
    today,
    booking_notice_hours: rules ? 2 : 0,
    two_slot_visit_types: rules ? ['New Patient Visit'] : [],
    locations: [{ id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' }, ...(placed ? [cambridge] : [])],
    days: Array.from({ length: 10 }, (_, offset) => {
      const date = `2030-03-${String(10 + offset)}`;
      return {
        date,
        slots: times.map((time) => {
          const past = offset === 0 && time === '09:00';
          const taken = (offset === 0 && time === '13:00') || (offset === 2 && takenOnDay2.includes(time));
          const blocked = offset === 1 && time === '09:30';
          const tooSoon = rules && offset === 0 && ['09:30', '10:00'].includes(time);
          const held = offset === 2 && heldOnDay2.includes(time);
          const available = !past && !taken && !blocked && !tooSoon && !held;
          return { time, taken, blocked, past, too_soon: tooSoon, held, available, fits_two_slots: available && !['11:30', '15:30'].includes(time), location_id: placed && offset === 2 && time >= '13:00' ? cambridge.id : 'loc-main' };
        }),
      };
    }),
  };
}

const details: PatientDetails = { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '(415) 555-0100', age: 34, gender: 'female', address: '12 Cedar Ln' };

function bookedAppointment(body: Record<string, string>): PatientAppointment {
  return {
    id: '11111111-2222-4333-8444-555566667777',
    patient_id: '7',
    doctor_id: doctorId,
    appointment_date: body.selectedDate ?? '',
    appointment_time: body.selectedTime ?? '',
    appointment_type: body.appointmentType ?? '',
    reason: body.appointmentReason ?? '',
    status: 'pending',
    status_reason: null,
    doctor_name: 'Maya Patel',
    doctor_specialization: 'Cardiology',
    doctor_face_url: null,
    clinic_address: '1 Main St, Boston, MA',
    is_insurance: body.isInsurance === 'true',
    insurance_provider: body.insuranceProvider ?? null,
    patient_name: body.patientName ?? '',
    patient_email: body.patientEmail ?? '',
    patient_phone: body.patientPhone ?? '',
    created_at: '2030-03-10T12:00:00.000Z',
    can_cancel: true,
    can_reschedule: true,
    patient_confirmed_at: null,
    check_in: 'closed',
    dependent: body.dependentId === undefined ? null : { id: body.dependentId, name: 'Leo Lopez', date_of_birth: '2024-05-01' },
    timeZone: 'America/New_York',
    location: { id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' },
  };
}

type BookingAnswer = 'created' | 'taken' | 'held' | 'down';

/** The wizard's API; `answers` are used in turn by the booking calls. */
function bookingApi(options: { answers?: BookingAnswer[]; doctor?: DoctorDetail | null; rules?: boolean; fullDay2?: boolean; staffConfirms?: boolean; placed?: boolean; dependents?: Dependent[] } = {}) {
  const answers = [...(options.answers ?? ['created'])];
  let conflicted: 'taken' | 'held' | null = null;
  const book = ({ body }: SentRequest) => {
    const next = answers.shift() ?? 'created';
    if (next === 'taken') {
      conflicted = 'taken';
      return apiError(409, 'slot_taken', 'Sorry, this time has just been booked by someone else. Please choose another time.');
    }
    if (next === 'held') {
      conflicted = 'held';
      return apiError(409, 'slot_held', slotConflicts.slot_held);
    }
    if (next === 'down') return { status: 503 };
    const created: BookingResponse = { message: 'Booking successful!', appointment: bookedAppointment(body as Record<string, string>) };
    return { status: 201, body: created };
  };
  const join = ({ body }: SentRequest) => {
    const { days, parts } = body as { days: string[]; parts: string[] };
    const entry = { id: 'e1', doctor_id: doctorId, doctor_name: 'Maya Patel', specialization: 'Cardiology', days, parts, expires_on: days.at(-1) ?? today, created_at: '2030-03-10T12:00:00.000Z' };
    return { status: 201, body: { message: 'You are on the waitlist. We will tell you when a time opens.', entry } };
  };
  const api = fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
    [`GET /api/doctors/get-doctors/${doctorId}`]: options.doctor === null ? apiError(404, 'not_found', 'No doctor with this id is listed.') : { body: options.doctor ?? doctor },
    // After a conflict the fresh grid shows the slot as booked.
    [`GET /api/doctors/${doctorId}/slots`]: () => ({ body: slots(options.fullDay2 === true ? times : conflicted === 'taken' ? ['10:30'] : [], options.rules, conflicted === 'held' ? ['10:30'] : [], options.placed === true) }),
    'GET /api/patients/booking-conditions/7': { body: { staff_confirms: options.staffConfirms === true, no_shows_last_12_months: options.staffConfirms === true ? 3 : 0 } },
    'POST /api/patients/waitlist': join,
    'GET /api/patients/patient-details/7': { body: details },
    'POST /api/patients/book-appointment': book,
    ...(options.dependents ? { 'GET /api/dependents': { body: { dependents: options.dependents, age_of_majority: 18 } } } : {}),
  });
  return {
    get bookings() {
      return api.calls('POST', '/api/patients/book-appointment').map((request) => request.body as Record<string, string>);
    },
    get dependentReads() {
      return api.calls('GET', '/api/dependents').length;
    },
    get joins() {
      return api.calls('POST', '/api/patients/waitlist').map((request) => request.body);
    },
  };
}

// The wizard is a long flow; a busy machine must not turn slowness into failures.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  Swal.close();
});

const continueButton = () => screen.getByRole('button', { name: /Continue/ });

async function openWizard() {
  const user = userEvent.setup({ delay: null });
  renderApp(`/appointment/${doctorId}`, patient);
  await screen.findByRole('heading', { name: 'Choose a date and time' });
  await screen.findByRole('group', { name: 'Date' });
  return user;
}

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, day: RegExp, time: string) {
  await user.click(screen.getByRole('radio', { name: day }));
  await user.click(screen.getByRole('radio', { name: time }));
}

// Continue validates step 1 asynchronously (the form's submit handler): step 2 appears a moment later.
async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Consultation/ }));
  await user.type(screen.getByLabelText('Reason for your visit'), 'Chest tightness when climbing stairs');
}

/** The whole wizard in one go: 10:30 on March 12, a consultation with its reason, then Confirm Booking. */
async function bookTenThirty(user: ReturnType<typeof userEvent.setup>) {
  await chooseSlot(user, /Mar 12/, '10:30 AM');
  await user.click(continueButton());
  await fillDetails(user);
  await user.click(await screen.findByRole('button', { name: /Continue/ }));
  await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
}

describe('waitlist and staff confirmation on step 1 (WAIT-1, NOSHOW-2)', { timeout: 30_000 }, () => {
  it('offers ‘Tell me when a slot opens’ on a full day only, checks the choice, and joins with that day and the parts chosen', async () => {
    const api = bookingApi({ fullDay2: true });
    const user = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Mar 11/ }));
    expect(screen.queryByRole('button', { name: 'Tell me when a slot opens' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mar 12/ }));
    await user.click(await screen.findByRole('button', { name: 'Tell me when a slot opens' }));

    const form = screen.getByRole('group', { name: 'Tell me when a slot opens' });
    // The wanted day is chosen at the start; both parts of the day too.
    expect(within(form).getByRole('checkbox', { name: 'Tue, Mar 12' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Morning' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Afternoon' }));
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(form).findByText('Choose the morning, the afternoon or both')).toBeInTheDocument();
    expect(api.joins).toEqual([]);

    // WAIT-2: the visit's details are asked too, with the booking's messages.
    expect(within(form).getByText(bookingMessages.typeRequired)).toBeInTheDocument();
    expect(within(form).getByText(bookingMessages.reasonRequired)).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: 'Afternoon' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Thu, Mar 14' }));
    await user.click(within(form).getByRole('radio', { name: /Follow-up/ }));
    await user.type(within(form).getByLabelText('Reason for your visit'), 'Blood pressure check after new pills');
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your waitlist' })).toHaveAttribute('href', '/appointments');
    expect(api.joins).toEqual([
      {
        doctorId,
        anyDay: false,
        days: ['2030-03-12', '2030-03-14'],
        parts: ['afternoon'],
        appointmentType: 'Follow-up',
        appointmentReason: 'Blood pressure check after new pills',
        isInsurance: 'false',
        insuranceProvider: '',
        insuranceId: '',
      },
    ]);
  });

  it('says before the patient starts that clinic staff will confirm the booking, only when the server says so', async () => {
    bookingApi({ staffConfirms: true });
    await openWizard();
    expect(await screen.findByText(/clinic staff will confirm this booking/)).toBeInTheDocument();
  });

  it('says nothing of staff when the rule does not apply', async () => {
    bookingApi();
    await openWizard();
    // The conditions are asked with the slots: once the times show, the answer is in.
    await screen.findByRole('radio', { name: /Mar 12/ });
    expect(screen.queryByText(/clinic staff will confirm/)).not.toBeInTheDocument();
  });
});

describe('booking wizard', { timeout: 30_000 }, () => {
  it('shows the doctor and the step indicator, and marks past, booked and away slots as not choosable', async () => {
    bookingApi();
    const user = await openWizard();
    expect(screen.getByRole('heading', { name: 'Maya Patel' })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Cardiology)')).toBeInTheDocument();
    expect(screen.getByText('$150')).toBeInTheDocument();
    expect(screen.getByText('12 years of experience')).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Booking progress' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4);
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('radio', { name: /2030|Mar/ })).toHaveLength(10);

    await user.click(screen.getByRole('radio', { name: /Mar 10/ }));
    expect(screen.getByRole('radio', { name: '9:00 AM, past' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '1:00 PM, booked' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Mar 11/ }));
    expect(screen.getByRole('radio', { name: '9:30 AM, doctor away' })).toBeDisabled();
  });

  it('says the doctor’s minimum notice and marks the times inside it as too soon (BOOK-20)', async () => {
    bookingApi({ rules: true });
    const user = await openWizard();
    expect(screen.getByText(/This doctor takes bookings at least 2 hours ahead\./)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mar 10/ }));
    expect(screen.getByRole('radio', { name: '9:30 AM, too soon' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '10:00 AM, too soon' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '10:30 AM' })).toBeEnabled();
  });

  it('keeps a visit type that takes two slots off a time without the next slot free (BOOK-20)', async () => {
    bookingApi({ rules: true });
    const user = await openWizard();
    await chooseSlot(user, /Mar 12/, '11:30 AM');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });
    expect(screen.getByRole('radio', { name: /New Patient Visit/ })).toBeDisabled();
    expect(screen.getByText(/the half hour after your time is not free/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Follow-up/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    await chooseSlot(user, /Mar 12/, '10:30 AM');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });
    expect(screen.getByRole('radio', { name: /New Patient Visit/ })).toBeEnabled();
    expect(screen.getByText('Takes 1 hour (two slots) with this doctor')).toBeInTheDocument();
  });

  it('keeps Continue disabled on step 1 until date and time are chosen, and says what is missing', async () => {
    bookingApi();
    const user = await openWizard();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton());
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();
    expect(screen.getByText('Please select a time')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();

    await chooseSlot(user, /Mar 12/, '10:30 AM');
    expect(continueButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Tell us about your visit' })).toBeInTheDocument();
  });

  it('opens with the free time chosen on the doctor’s profile picked, ready to continue (DOC-12)', async () => {
    bookingApi();
    const user = userEvent.setup({ delay: null });
    renderApp(`/appointment/${doctorId}?date=2030-03-12&time=10:30`, patient);
    await screen.findByRole('group', { name: 'Date' });
    expect(await screen.findByRole('radio', { name: /Mar 12/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10:30 AM' })).toBeChecked();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Tell us about your visit' })).toBeInTheDocument();
  });

  it('ignores a date or time in the address that is no date or time (DOC-12)', async () => {
    bookingApi();
    renderApp(`/appointment/${doctorId}?date=2030-02-30&time=10:30`, patient);
    await screen.findByRole('group', { name: 'Date' });
    expect(screen.queryByRole('radio', { name: '10:30 AM' })).not.toBeInTheDocument();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('checks step 2 with SPEC’s messages; Self-pay clears the insurance fields', async () => {
    bookingApi();
    const user = await openWizard();
    await chooseSlot(user, /Mar 12/, '10:30 AM');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });

    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('radio', { name: /Insurance/ }));
    await user.click(continueButton());
    expect(await screen.findByText('Please select an appointment type')).toBeInTheDocument();
    expect(screen.getByText('Please provide a reason for your visit')).toBeInTheDocument();
    expect(screen.getByText('Insurance provider is required')).toBeInTheDocument();
    expect(screen.getByText('Insurance ID is required')).toBeInTheDocument();
    expect(screen.getByText('Please bring your insurance card to the appointment.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason for your visit'), 'Headache');
    await user.click(continueButton());
    expect(await screen.findByText('Please provide more details')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Insurance provider'), 'Aetna');
    await user.type(screen.getByLabelText('Insurance ID'), 'AET-1');
    await user.click(screen.getByRole('radio', { name: /Self-pay/ }));
    expect(screen.queryByLabelText('Insurance provider')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Insurance/ }));
    expect(screen.getByLabelText('Insurance provider')).toHaveValue('');
    expect(screen.getByLabelText('Insurance ID')).toHaveValue('');
  });

  it('prefills step 3 from the profile, checks it, and Back keeps everything', async () => {
    bookingApi();
    const user = await openWizard();
    await chooseSlot(user, /Mar 12/, '10:30 AM');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });
    await fillDetails(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Your details' });

    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('(415) 555-0100');
    expect(screen.getByText('Please arrive 15 minutes before your appointment.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Full name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.type(screen.getByLabelText(/Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByLabelText('Reason for your visit')).toHaveValue('Chest tightness when climbing stairs');
    expect(screen.getByRole('radio', { name: /Consultation/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('radio', { name: '10:30 AM' })).toBeChecked();
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: /Continue/ }));
    expect(await screen.findByLabelText('Email')).toHaveValue('maria@');
  });

  it('says where the times are: one place for a day at one location, each place’s times under it on a day at two, and the chosen one in the review (HOURS-9, LOC-5)', async () => {
    bookingApi({ placed: true });
    const user = await openWizard();
    await user.click(screen.getByRole('radio', { name: /Mar 11/ }));
    expect(screen.getAllByTestId('slot-location').map((line) => line.textContent)).toEqual(['At Main clinic, 1 Main St, Boston, MA']);
    await chooseSlot(user, /Mar 12/, '1:30 PM');
    expect(screen.getAllByTestId('slot-location').map((line) => line.textContent)).toEqual(['At Main clinic, 1 Main St, Boston, MA', 'At Clinvia Cambridge, 5 Kendall Sq, Cambridge, MA']);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });
    await fillDetails(user);
    await user.click(continueButton());
    const review = await screen.findByRole('region', { name: 'Your choices' });
    expect(within(review).getByText('Clinvia Cambridge, 5 Kendall Sq, Cambridge, MA')).toBeInTheDocument();
  });

  // TIME-6: the doctor's zone (the fixture's, Eastern) is named only when the browser's clock reads otherwise; never '(clinic time)'.
  for (const [viewer, time] of [
    ['America/New_York', '10:30 AM'],
    ['America/Denver', '10:30 AM Eastern time'],
  ] as const) {
    it(`books only when the server accepts: step 4 with the summary, SPEC’s payload field names (browser in ${viewer})`, async () => {
      browserInZone(viewer);
      const api = bookingApi();
      const user = await openWizard();
      await bookTenThirty(user);

      expect(await screen.findByRole('heading', { name: 'Appointment Confirmed' })).toBeInTheDocument();
      expect(await screen.findByText('Booking successful!')).toBeInTheDocument();
      expect(api.bookings).toEqual([
        {
          selectedDate: '2030-03-12',
          selectedTime: '10:30',
          appointmentType: 'Consultation',
          appointmentReason: 'Chest tightness when climbing stairs',
          isInsurance: 'false',
          insuranceProvider: '',
          insuranceId: '',
          patientName: 'Maria Lopez',
          patientEmail: 'maria@example.com',
          patientPhone: '4155550100',
          patientId: '7',
          doctorId,
        },
      ]);
      expect(screen.getByText('Tuesday, March 12, 2030')).toBeInTheDocument();
      const summary = screen.getByText('Time').closest('div');
      expect(summary?.querySelector('dd')).toHaveTextContent(new RegExp(`^${time}$`));
      expect(screen.queryByText(/clinic time/)).toBeNull();
      expect(screen.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('download', 'clinvia-appointment-2030-03-12.ics');
      expect(screen.getByRole('link', { name: 'View my appointments' })).toHaveAttribute('href', '/appointments');
    });
  }

  it('after a 409 goes back to step 1 with fresh slots, keeping everything but the time', async () => {
    const api = bookingApi({ answers: ['taken', 'created'] });
    const user = await openWizard();
    await bookTenThirty(user);

    expect(await screen.findByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
    const alerts = await screen.findAllByText('Sorry, this time has just been booked by someone else. Please choose another time.');
    expect(alerts.some((node) => node.closest('form') !== null)).toBe(true);
    // Only a fresh grid (fetched after the conflict) shows 10:30 as booked.
    expect(await screen.findByRole('radio', { name: '10:30 AM, booked' })).toBeDisabled();
    expect(continueButton()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('radio', { name: '11:00 AM' }));
    await user.click(continueButton());
    expect(await screen.findByLabelText('Reason for your visit')).toHaveValue('Chest tightness when climbing stairs');
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'Appointment Confirmed' })).toBeInTheDocument();
    expect(api.bookings.map((booking) => booking.selectedTime)).toEqual(['10:30', '11:00']);
  });

  it('a time held for the waitlist meanwhile (409 slot_held): back to step 1 with its message, the time shown as Held (WAIT-2)', async () => {
    const api = bookingApi({ answers: ['held', 'created'] });
    const user = await openWizard();
    await bookTenThirty(user);

    expect(await screen.findByRole('heading', { name: 'Choose a date and time' })).toBeInTheDocument();
    const alerts = await screen.findAllByText(slotConflicts.slot_held);
    expect(alerts.some((node) => node.closest('form') !== null)).toBe(true);
    const held = await screen.findByRole('radio', { name: '10:30 AM, held for a patient from the waitlist' });
    expect(held).toBeDisabled();
    // Said in words, and not the same as a booked time.
    expect(held.closest('label')).toHaveTextContent('Held');
    expect(held.closest('label')).not.toHaveTextContent('Booked');
    expect(api.bookings).toHaveLength(1);
  });

  it('keeps the form on step 3 with the reason when the server fails', async () => {
    bookingApi({ answers: ['down'] });
    const user = await openWizard();
    await bookTenThirty(user);

    expect(await screen.findByText('Booking failed')).toBeInTheDocument();
    const reason = screen.getAllByText('Something went wrong on our side. Please try again later.');
    expect(reason.some((node) => node.closest('form') !== null)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    expect(screen.queryByRole('heading', { name: 'Appointment Confirmed' })).not.toBeInTheDocument();
  });
});

describe('booking page states', () => {
  it('says so when the doctor is not listed', async () => {
    bookingApi({ doctor: null });
    renderApp(`/appointment/${doctorId}`, patient);
    expect(await screen.findByRole('heading', { name: 'Doctor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a doctor' })).toHaveAttribute('href', '/find-doctor');
  });

  it('says so when the doctor is not accepting appointments', async () => {
    bookingApi({ doctor: { ...doctor, available: false } });
    renderApp(`/appointment/${doctorId}`, patient);
    expect(await screen.findByRole('heading', { name: 'Not accepting appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Booking progress' })).not.toBeInTheDocument();
  });

  it('lets staff book for the patient they chose: banner, prefilled details, the patient’s id, a way back to the console', async () => {
    const api = bookingApi();
    const user = userEvent.setup({ delay: null });
    renderApp(`/appointment/${doctorId}?patient=7`, staff);
    await screen.findByRole('heading', { name: 'Choose a date and time' });
    expect(await screen.findByText('Maria Lopez', { selector: 'strong' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Date' });
    await chooseSlot(user, /Mar 12/, '10:30 AM');
    await user.click(continueButton());
    await screen.findByRole('heading', { name: 'Tell us about your visit' });
    await fillDetails(user);
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: "The patient's details" })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(await screen.findByRole('heading', { name: 'Appointment Confirmed' })).toBeInTheDocument();
    expect(api.bookings[0]).toMatchObject({ patientId: '7', doctorId, patientName: 'Maria Lopez' });
    expect(screen.getByRole('link', { name: 'Back to appointments' })).toHaveAttribute('href', '/staff/appointments');
    expect(screen.getByRole('link', { name: 'Book another for this patient' })).toHaveAttribute('href', '/staff/appointments/book?patient=7');
  });

  it('asks staff to choose a patient first', async () => {
    bookingApi();
    renderApp(`/appointment/${doctorId}`, staff);
    expect(await screen.findByRole('heading', { name: 'Booking is for patient accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a patient' })).toHaveAttribute('href', '/staff/appointments/book');
  });

  it('tells a doctor that booking is for patient accounts', async () => {
    bookingApi();
    renderApp(`/appointment/${doctorId}`, doctorUser);
    expect(await screen.findByRole('heading', { name: 'Booking is for patient accounts' })).toBeInTheDocument();
  });
});

describe('who the visit is for (FAMILY-2, FAMILY-5)', { timeout: 30_000 }, () => {
  const leo: Dependent = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2024-05-01', relationship: 'child', age: 5, can_book: true, has_own_account: false };
  const tess: Dependent = { id: '00000000-0000-4000-8000-0000000000d2', name: 'Tess Lopez', date_of_birth: '2012-01-01', relationship: 'child', age: 18, can_book: false, has_own_account: false };

  it('asks, when the patient has dependents, offering me and each dependent not yet of age; booking for one sends their id and step 4 says for whom', async () => {
    const api = bookingApi({ dependents: [leo, tess] });
    const user = await openWizard();
    const whoFor = await screen.findByRole('group', { name: 'Who is this visit for?' });
    expect(within(whoFor).getByRole('radio', { name: 'Me' })).toBeChecked();
    expect(within(whoFor).queryByRole('radio', { name: 'Tess Lopez' })).not.toBeInTheDocument();
    await user.click(within(whoFor).getByRole('radio', { name: 'Leo Lopez' }));
    expect(within(whoFor).getByText('You stay the contact: the e-mails about this visit come to you.')).toBeInTheDocument();

    await bookTenThirty(user);

    expect(await screen.findByRole('heading', { name: 'Appointment Confirmed' })).toBeInTheDocument();
    expect(api.bookings).toHaveLength(1);
    expect(api.bookings[0]).toMatchObject({ dependentId: leo.id, patientId: '7', patientName: 'Maria Lopez' });
    expect(screen.getByText('For').closest('div')?.querySelector('dd')).toHaveTextContent('Leo Lopez');
  });

  it('books for the patient with the specification’s payload when they keep ‘Me’', async () => {
    const api = bookingApi({ dependents: [leo] });
    const user = await openWizard();
    await screen.findByRole('group', { name: 'Who is this visit for?' });
    await bookTenThirty(user);
    expect(await screen.findByRole('heading', { name: 'Appointment Confirmed' })).toBeInTheDocument();
    expect(api.bookings[0]).not.toHaveProperty('dependentId');
    expect(screen.queryByText('For')).not.toBeInTheDocument();
  });

  it.each([
    ['without dependents', [] as Dependent[]],
    ['whose dependents have all come of age', [tess]],
  ])('asks nothing of a patient %s', async (_case, dependents) => {
    const api = bookingApi({ dependents });
    await openWizard();
    await waitFor(() => {
      expect(api.dependentReads).toBe(1);
    });
    // The answer is in: the wizard would show the question now if it had anyone to offer.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('group', { name: 'Who is this visit for?' })).not.toBeInTheDocument();
  });
});
