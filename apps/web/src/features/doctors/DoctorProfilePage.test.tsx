import type { DoctorDetail, SlotsResponse } from '@clinvia/contracts/doctors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctorDetail } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';
import { browserInZone } from '../../test/zone';

// DOC-11, DOC-12: what a patient looks for first (bio, location, insurance, the next free times)
// sits above the specification's account fields, and a free time opens the wizard at that time.

const doctorId = '00000000-0000-4000-8000-000000000042';
const today = '2030-03-10';

const doctor = doctorDetail({
  bio: 'I look after hearts.\n<b>Plain</b> text only.',
  insurance_plans: ['Aetna', 'Medicare'],
  languages: ['en', 'es'],
  location: { name: 'Back Bay Clinic', address: '200 Boylston St, Boston, MA 02116' },
});

/** Day 0 is full; day 1 is free from 13:30 (the slot read the booking wizard makes, from the clinic's today). */
function slots(timeZone = 'America/New_York'): SlotsResponse {
  const times = ['09:00', '09:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30'];
  return {
    doctor_id: doctorId,
    available: true,
    clinicTimeZone: timeZone,
    today,
    booking_notice_hours: 0,
    two_slot_visit_types: [],
    locations: [{ id: 'loc-main', name: 'Main clinic', address: '1 Main St, Boston, MA', time_zone: 'America/New_York' }],
    days: Array.from({ length: 10 }, (_, offset) => ({
      date: `2030-03-${String(10 + offset)}`,
      slots: times.map((time) => {
        const available = offset > 0 && !(offset === 1 && time < '13:30');
        return { time, taken: !available, blocked: false, past: false, too_soon: false, held: false, available, fits_two_slots: available, location_id: 'loc-main' };
      }),
    })),
  };
}

/** The profile's reads; returns the query strings of the slot reads. */
function profileApi(profile: DoctorDetail = doctor, { timeZone, threadOptions }: { timeZone?: string; threadOptions?: object } = {}) {
  const api = fakeApi({
    ...(threadOptions === undefined ? {} : { 'GET /api/threads/options': { body: threadOptions } }),
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
    [`GET /api/doctors/get-doctors/${doctorId}`]: { body: profile },
    [`GET /api/doctors/${doctorId}/slots`]: { body: slots(timeZone) },
  });
  return () => api.calls('GET', `/api/doctors/${doctorId}/slots`).map((request) => `?${request.query.toString()}`);
}

describe('the public doctor profile (DOC-11, DOC-12)', { timeout: 20_000 }, () => {
  it('shows the bio as text, the location and the plans above the account fields', async () => {
    profileApi();
    renderApp(`/doctor/${doctorId}`, patient);
    const about = await screen.findByRole('region', { name: 'About Maya Patel' });
    expect(within(about).getByText(/<b>Plain<\/b> text only\./)).toBeInTheDocument();
    expect(about.querySelector('b')).toBeNull();
    expect(within(about).getByText('Back Bay Clinic')).toBeInTheDocument();
    expect(within(about).getByText('200 Boylston St, Boston, MA 02116')).toBeInTheDocument();
    expect(within(within(about).getByRole('list', { name: 'Insurance plans accepted' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Aetna', 'Medicare']);
    // DOC-13: the languages, named in English.
    expect(within(within(about).getByRole('list', { name: 'Languages spoken' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['English', 'Spanish']);
    const account = screen.getByRole('region', { name: 'Account Info' });
    expect(about.compareDocumentPosition(account) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the zone of the doctor’s location in the next free times for a browser elsewhere, not for one there (TIME-5)', async () => {
    browserInZone('America/New_York');
    profileApi(doctor, { timeZone: 'America/Denver' });
    renderApp(`/doctor/${doctorId}`, patient);
    const times = await screen.findByRole('list', { name: 'Next free times' });
    expect((await within(times).findAllByRole('link'))[0]).toHaveTextContent(/^Mon, Mar 11, 1:30 PM Mountain time$/);
  });

  it('offers the next free times from the booking window as links into the wizard at that date and time', async () => {
    browserInZone('America/New_York');
    const slotReads = profileApi();
    const user = userEvent.setup({ delay: null });
    renderApp(`/doctor/${doctorId}`, patient);
    const times = await screen.findByRole('list', { name: 'Next free times' });
    const links = await within(times).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Mon, Mar 11, 1:30 PM', 'Mon, Mar 11, 2:00 PM', 'Mon, Mar 11, 2:30 PM', 'Mon, Mar 11, 3:00 PM', 'Mon, Mar 11, 3:30 PM', 'Tue, Mar 12, 9:00 AM']);
    expect(links[0]).toHaveAttribute('href', `/appointment/${doctorId}?date=2030-03-11&time=13:30`);
    expect(slotReads()).toContain(`?from=${today}`);
    await user.click(screen.getByRole('link', { name: 'Book Mon, Mar 11, 1:30 PM' }));
    expect(await screen.findByRole('radio', { name: '1:30 PM' })).toBeChecked();
  });

  it('says so when the doctor has written nothing and takes no plan', async () => {
    profileApi({ ...doctor, bio: null, insurance_plans: [], languages: [], location: { name: null, address: null } });
    renderApp(`/doctor/${doctorId}`, patient);
    const about = await screen.findByRole('region', { name: 'About Maya Patel' });
    expect(within(about).getByText('No introduction yet.')).toBeInTheDocument();
    expect(within(about).getByText('Self-pay; ask the clinic about your plan.')).toBeInTheDocument();
    expect(within(about).queryByRole('list', { name: 'Languages spoken' })).not.toBeInTheDocument();
    expect(within(about).getByText('Boston, MA')).toBeInTheDocument();
  });

  it('offers Send a message only when the patient has a visit with this doctor (MSG-UI-3)', async () => {
    const options = (doctors: { id: string; name: string; specialization: string }[]) => ({ doctors, appointments: [], new_threads_left_today: 5, answer_business_days: 2 });
    profileApi(doctor, { threadOptions: options([{ id: doctorId, name: 'Maya Patel', specialization: 'Cardiology' }]) });
    const first = renderApp(`/doctor/${doctorId}`, patient);
    expect(await screen.findByRole('link', { name: 'Send a message' })).toHaveAttribute('href', `/messages/new?doctor=${doctorId}`);
    first.unmount();
    vi.unstubAllGlobals();
    const api = fakeApi({
      'GET /api/threads/options': { body: options([]) },
      'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today } },
      [`GET /api/doctors/get-doctors/${doctorId}`]: { body: doctor },
      [`GET /api/doctors/${doctorId}/slots`]: { body: slots() },
    });
    renderApp(`/doctor/${doctorId}`, patient);
    await screen.findByRole('region', { name: 'About Maya Patel' });
    await vi.waitFor(() => {
      expect(api.calls('GET', '/api/threads/options')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Send a message' })).toBeNull();
  });
});
