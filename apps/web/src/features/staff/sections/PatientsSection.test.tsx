import type { PatientSearchItem } from '@clinvia/contracts/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';
import { present } from '../../../test/present';
import { browserInZone } from '../../../test/zone';

// NOSHOW-1: staff find a patient, see how many visits they missed and the history of each
// no-show, and book for them.

const maria: PatientSearchItem = { id: 'p-7', name: 'Maria Lopez', email: 'maria@example.com', phone: '+15550100', age: 41, gender: 'female', no_shows: 2 };
const mark: PatientSearchItem = { id: 'p-8', name: 'Mark Lopez', email: 'mark@example.com', phone: '+15550101', age: 12, gender: 'male', no_shows: 0 };

function patientsApi(search: Reply, replies: Record<string, Reply> = {}) {
  return fakeApi({ 'GET /api/staff/dashboard': { body: staffDashboard() }, 'GET /api/staff/patients': search, ...replies });
}

async function search(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('searchbox', { name: 'Find a patient' }, { timeout: 15_000 });
  if (text !== '') await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('finding a patient (NOSHOW-1)', { timeout: 20_000 }, () => {
  it('asks for two letters before it searches', async () => {
    const api = patientsApi({ body: { items: [], total: 0, page: 1, pageSize: 10 } });
    renderApp('/staff/patients', staff);
    await search('m');
    expect(await screen.findByText('Type at least 2 letters of the name or e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a patient' })).toHaveAccessibleDescription('At least 2 letters.');
    expect(api.calls('GET', '/api/staff/patients')).toEqual([]);
  });

  it('lists the matching patients with their no-shows and a way to book for each', async () => {
    const api = patientsApi({ body: { items: [maria, mark], total: 2, page: 1, pageSize: 10 } });
    renderApp('/staff/patients', staff);
    await search('  lopez ');
    const list = within(await screen.findByRole('list', { name: 'Matching patients' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first).toHaveTextContent('Maria Lopez2 no-shows');
    expect(first).toHaveTextContent('maria@example.com · +15550100 · 41 yrs');
    expect(second).toHaveTextContent('Mark Lopez0 no-shows');
    expect(within(present(second)).queryByRole('button', { name: /No-show history/ })).not.toBeInTheDocument();
    expect(within(present(first)).getByRole('link', { name: /^Book/ })).toHaveAttribute('href', '/staff/appointments/book?patient=p-7');
    expect(api.calls('GET', '/api/staff/patients').map((request) => request.query.get('q'))).toEqual(['lopez']);
  });

  it('opens a patient’s no-show history: when, with whom and why', async () => {
    browserInZone('America/New_York');
    const api = patientsApi(
      { body: { items: [maria], total: 1, page: 1, pageSize: 10 } },
      {
        'GET /api/staff/patients/p-7/no-shows': {
          body: {
            total: 2,
            last_12_months: 1,
            items: [
              { appointment_id: 'a-1', date: '2030-02-03', time: '14:30', doctor_name: 'Maya Patel', timeZone: 'America/New_York', status_reason: 'Marked by Dr. Patel: did not come' },
              { appointment_id: 'a-2', date: '2028-11-20', time: '09:00', doctor_name: 'Omar Said', timeZone: 'America/New_York', status_reason: null },
            ],
          },
        },
      },
    );
    renderApp('/staff/patients', staff);
    const user = await search('maria');
    const button = await screen.findByRole('button', { name: /^No-show history/ });
    await user.click(button);
    expect(await screen.findByText('1 no-show in the last 12 months')).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'No-shows' }));
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Feb 3, 2030, 2:30 PM with Dr. Maya PatelMarked by Dr. Patel: did not come',
      'Nov 20, 2028, 9:00 AM with Dr. Omar Said',
    ]);
    expect(screen.getByRole('button', { name: /^Hide no-shows/ })).toHaveAttribute('aria-expanded', 'true');
    expect(api.calls('GET', '/api/staff/patients/p-7/no-shows')).toHaveLength(1);
  });

  it('says when nobody matches, and when the search failed', async () => {
    let fail = false;
    patientsApi(() => (fail ? apiError(400, 'validation_error', 'Search text must be at most 100 characters') : { body: { items: [], total: 0, page: 1, pageSize: 10 } }));
    renderApp('/staff/patients', staff);
    const user = await search('zed');
    expect(await screen.findByText('No patient matches “zed”.')).toBeInTheDocument();
    fail = true;
    await user.type(screen.getByRole('searchbox', { name: 'Find a patient' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search text must be at most 100 characters');
  });
});
