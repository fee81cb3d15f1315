import type { DoctorAppointment } from '@clinvia/contracts/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { doctorAppointment } from '../../test/fixtures';
import { AppointmentsCard } from './AppointmentsCard';
import { DecisionProvider } from './decisions';
import { renderWithQueries } from '../../test/queries';

// PORTAL-5, PORTAL-6, PORTAL-7: the portal's appointments: today, tomorrow, upcoming and past;
// a patient search and a status filter, all in the address; the rows' decisions and details.

const listPath = '/api/doctors/d1/appointments';

const alex = doctorAppointment({ id: 'a-1', appointment_date: '2026-01-07', appointment_time: '09:30', patient_confirmed_at: '2026-01-06T10:00:00.000Z' });
const sam = doctorAppointment({ id: 'a-2', appointment_time: '11:00', patient: { name: 'Sam Lee', age: null, gender: null }, contact_name: 'Sam Lee', staff_confirms: true, reason: 'Rash on the arm' });

function page(items: DoctorAppointment[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

/** Where the card put the filters, as the address shows them. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderCard(list: Reply, path = '/doctor-portal') {
  const api = fakeApi({ [`GET ${listPath}`]: list });
  renderWithQueries(
    <>
      <DecisionProvider>
        <AppointmentsCard doctorId="d1" />
      </DecisionProvider>
      <Address />
    </>,
    { path },
  );
  return api;
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => api.calls('GET', listPath).at(-1)?.query;
const address = () => screen.getByRole('status', { name: 'address' });

async function card(patient: string) {
  const name = await screen.findByText(patient, { selector: 'p.font-semibold' });
  return within(name.closest('li') as HTMLElement);
}

describe('the portal’s appointments (PORTAL-5 to 7)', { timeout: 20_000 }, () => {
  it('asks for today’s first page and shows each patient with the time, reason and status', async () => {
    const api = renderCard({ body: page([alex, sam]) });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const first = await card('Alex Morgan');
    expect(first.getByText('34 yrs, Female')).toBeInTheDocument();
    // The time on the doctor's wall clock (TIME-5 adds the zone when the browser's differs).
    expect(first.getByText(/^Wed, Jan 7 · 9:30 AM/)).toBeInTheDocument();
    expect(first.getByText('Recurring headaches')).toBeInTheDocument();
    expect(first.getByText('Patient will attend')).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(first.getByRole('button', { name: /^Reject/ })).toBeInTheDocument();
    const second = await card('Sam Lee');
    expect(second.getByText('No details on file')).toBeInTheDocument();
    // NOSHOW-2: staff confirm this one, so the doctor has no Accept, only Reject.
    expect(second.getByText('Clinic staff confirm this booking (missed visits)')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1-2 of 2 appointments')).toBeInTheDocument();
    const query = lastQuery(api);
    expect([query?.get('tab'), query?.get('page'), query?.get('pageSize'), query?.has('q'), query?.has('status')]).toEqual(['today', '1', '20', false, false]);
    expect(screen.getByRole('tab', { name: "Today's Appointments" })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a visit booked for a dependent under the dependent’s name and age, the guardian as the contact (FAMILY-4)', async () => {
    const leo = doctorAppointment({ id: 'a-3', patient: { name: 'Maria Lopez', age: 41, gender: 'female' }, contact_name: 'Maria Lopez', dependent: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Leo Lopez', date_of_birth: '2019-05-01', age: 6 } });
    renderCard({ body: page([leo]) });
    const visit = await card('Leo Lopez');
    expect(visit.getByText('6 yrs · dependent')).toBeInTheDocument();
    expect(visit.getByTestId('visit-guardian')).toHaveTextContent('Guardian (contact): Maria Lopez');
    expect(visit.queryByText('41 yrs, Female')).not.toBeInTheDocument();
  });

  it('switches tabs, says a tab is empty in its own words, and keeps the tab in the address', async () => {
    const api = renderCard({ body: page([]) });
    const user = userEvent.setup();
    expect(await screen.findByText("You don't have any appointments scheduled for today.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('No upcoming appointments match your filters.')).toBeInTheDocument();
    expect(lastQuery(api)?.get('tab')).toBe('upcoming');
    expect(address()).toHaveTextContent('?tab=upcoming');
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past appointments match your filters.')).toBeInTheDocument();
  });

  it('searches the patients after a pause in the typing, and filters by status', async () => {
    const api = renderCard({ body: page([alex]) });
    const user = userEvent.setup();
    await card('Alex Morgan');
    await user.type(screen.getByRole('searchbox', { name: 'Search patients by name' }), ' alex ');
    await waitFor(() => {
      expect(lastQuery(api)?.get('q')).toBe('alex');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Filter by\s*Status$/ }), 'confirmed');
    await waitFor(() => {
      expect([lastQuery(api)?.get('q'), lastQuery(api)?.get('status')]).toEqual(['alex', 'confirmed']);
    });
    expect(address()).toHaveTextContent('?q=alex&status=confirmed');
  });

  it('clears the filters of an empty result, the search box with them', async () => {
    const api = renderCard({ body: page([]) }, '/doctor-portal?tab=past&q=zed&status=completed');
    const user = userEvent.setup();
    expect(await screen.findByText('No past appointments match your filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search patients by name' })).toHaveValue('zed');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => {
      expect(address()).toHaveTextContent('?tab=past');
    });
    expect(screen.getByRole('searchbox', { name: 'Search patients by name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Filter by\s*Status$/ })).toHaveValue('');
    const query = lastQuery(api);
    expect([query?.get('tab'), query?.has('q'), query?.has('status')]).toEqual(['past', false, false]);
  });

  it('shows why the list failed and loads it again on a retry', async () => {
    let fail = true;
    renderCard(() => (fail ? apiError(403, 'forbidden', 'You can only see your own appointments.') : { body: page([alex]) }));
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your appointments could not be loaded.');
    expect(alert).toHaveTextContent('You can only see your own appointments.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Alex Morgan')).toBeTruthy();
  });

  it('opens an appointment’s details in the address', async () => {
    renderCard({ body: page([alex]) });
    const user = userEvent.setup();
    const row = await card('Alex Morgan');
    await user.click(row.getByRole('button', { name: /^Details/ }));
    expect(address()).toHaveTextContent('?appointment=a-1');
  });
});
