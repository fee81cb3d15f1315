import type { PatientDetails } from '@clinvia/contracts/appointments';
import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { doctorListItem } from '../../../test/fixtures';
import BookForPatientSection from './BookForPatientSection';
import { renderWithQueries } from '../../../test/queries';

// Staff book on a patient's behalf (issue 14 section 5): find the patient, then a doctor; Book
// opens the booking wizard for that patient.

const maria: PatientSearchItem = { id: '00000000-0000-4000-8000-000000000007', name: 'Maria Lopez', email: 'maria@example.com', phone: '4155550100', age: 41, gender: 'female', no_shows: 2 };
const details: PatientDetails = { id: maria.id, name: 'Maria Lopez', email: 'maria@example.com', phone_number: '4155550100', age: 41, gender: 'female', address: null };

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

function renderSection(path = '/staff/book') {
  renderWithQueries(<BookForPatientSection />, { path });
}

async function search(label: string, text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('searchbox', { name: label }, { timeout: 15_000 });
  await user.clear(box);
  if (text !== '') await user.type(box, text);
  await user.click(within(box.closest('form') as HTMLElement).getByRole('button', { name: 'Search' }));
  return user;
}

describe('booking for a patient', { timeout: 20_000 }, () => {
  it('asks for two letters before searching, and says when no patient matches', async () => {
    const api = fakeApi({ 'GET /api/staff/patients': { body: page([]) } });
    renderSection();
    await search('Find a patient', 'm');
    expect(screen.getByText('Type at least 2 letters of the name or e-mail.')).toBeInTheDocument();
    expect(api.calls('GET', '/api/staff/patients')).toHaveLength(0);
    await search('Find a patient', 'zz');
    expect(await screen.findByText('No patient matches “zz”.')).toBeInTheDocument();
    expect(api.calls('GET', '/api/staff/patients')[0]?.query.get('q')).toBe('zz');
  });

  it('lists matching patients with their missed visits, and Choose moves on to the doctor', async () => {
    fakeApi({
      'GET /api/staff/patients': { body: page([maria]) },
      [`GET /api/patients/patient-details/${maria.id}`]: { body: details },
      'GET /api/doctors': { body: page([]) },
    });
    renderSection();
    const user = await search('Find a patient', 'maria');
    const matches = within(await screen.findByRole('list', { name: 'Matching patients' }));
    expect(matches.getByText('Maria Lopez', { selector: 'p' })).toBeInTheDocument();
    expect(matches.getByText(/maria@example\.com · .* · 41 yrs/)).toBeInTheDocument();
    expect(matches.getByText('2 no-shows')).toBeInTheDocument();
    await user.click(matches.getByRole('button', { name: /^Choose\s*Maria Lopez/ }));
    expect(await screen.findByRole('button', { name: 'Choose another patient' })).toBeInTheDocument();
    expect(await screen.findByText(/maria@example\.com · /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Doctor/ })).toBeInTheDocument();
  });

  it("books only with a doctor who has a free time, for the chosen patient, and says when a doctor doesn't take bookings", async () => {
    const api = fakeApi({
      [`GET /api/patients/patient-details/${maria.id}`]: { body: details },
      'GET /api/doctors': {
        body: page([
          doctorListItem({}),
          doctorListItem({ user_id: '00000000-0000-4000-8000-000000000022', name: 'Ben Ortiz', available: false }),
          doctorListItem({ user_id: '00000000-0000-4000-8000-000000000023', name: 'Lena Park', next_available_date: null }),
        ]),
      },
    });
    renderSection(`/staff/book?patient=${maria.id}`);
    await search('Find a doctor', 'cardio');
    const doctors = within(await screen.findByRole('list', { name: 'Doctors' }));
    expect(api.calls('GET', '/api/doctors')[0]?.query.get('q')).toBe('cardio');
    expect(doctors.getByText('Not accepting appointments')).toBeInTheDocument();
    expect(doctors.getByText('No free time in the next 10 days')).toBeInTheDocument();
    expect(doctors.getByText(/^Next free day: /)).toBeInTheDocument();
    const book = doctors.getAllByRole('link', { name: /^Book/ });
    expect(book).toHaveLength(1);
    expect(book[0]).toHaveAttribute('href', `/appointment/00000000-0000-4000-8000-000000000021?patient=${maria.id}`);
  });

  it('shows why the patient search failed', async () => {
    fakeApi({ 'GET /api/staff/patients': apiError(503, 'unavailable', 'The patient search is unavailable.') });
    renderSection();
    await search('Find a patient', 'maria');
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('The patient search is unavailable.');
    });
  });
});
