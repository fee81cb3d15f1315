import type { Location } from '@clinvia/contracts/locations';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import LocationsSection from './LocationsSection';
import { renderWithQueries } from '../../../test/queries';

// LOC-1 to LOC-3: the console's Locations lists the default first (shown as such, in the clinic's
// zone), adds one with a zone from the list, shows the server's per-field message, edits one,
// and says why a location in use cannot be retired.

const main: Location = { id: 'loc-main', name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA', time_zone: 'America/New_York', is_default: true, retired: false, doctors: 12 };
const denver: Location = { id: 'loc-denver', name: 'Clinvia Denver', address: '1600 Champa St, Denver, CO', time_zone: 'America/Denver', is_default: false, retired: false, doctors: 1 };
const zones = ['America/Denver', 'America/New_York', 'Europe/Paris'];

function renderSection() {
  renderWithQueries(<LocationsSection />);
  return userEvent.setup({ delay: null });
}

describe('the staff console’s Locations (LOC-1 to LOC-3)', () => {
  it('lists the default location as such, in the clinic’s zone, with no way to retire it', async () => {
    fakeApi({ 'GET /api/staff/locations': { body: { locations: [main, denver], time_zones: zones } } });
    renderSection();
    const row = (await screen.findByText('Clinvia Boston')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(within(row).getByText('America/New_York')).toBeInTheDocument();
    expect(within(row).getByText('Time zone:')).toBeInTheDocument();
    expect(within(row).getByText('12 doctors')).toBeInTheDocument();
    expect(within(row).getByText('Time zone:')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Retire Clinvia Boston' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retire Clinvia Denver' })).toBeInTheDocument();
  });

  it('adds a location with a zone chosen from the list, and puts the server’s message under its field', async () => {
    const sentBodies: unknown[] = [];
    let refuse = true;
    const api = fakeApi({
      'GET /api/staff/locations': { body: { locations: [main], time_zones: zones } },
      'POST /api/staff/locations': (request) => {
        sentBodies.push(request.body);
        if (refuse) {
          refuse = false;
          return apiError(400, 'validation_error', 'Please correct the highlighted fields.', { name: 'A location with this name already exists' });
        }
        return { status: 201, body: { message: 'Location added.', location: { ...denver, doctors: 0 } } };
      },
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Please choose a time zone from the list (an IANA zone such as America/Denver)')).toBeInTheDocument();
    expect(sentBodies).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Clinvia Denver');
    await user.type(screen.getByLabelText('Address'), '1600 Champa St, Denver, CO');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Denver');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('A location with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Clinvia Denver');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Location added.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sentBodies[1]).toEqual({ name: 'Clinvia Denver', address: '1600 Champa St, Denver, CO', time_zone: 'America/Denver' });
    expect(api.sent.filter((request) => request.method === 'GET').length).toBeGreaterThan(1);
  });

  it('edits the default location’s name and address, never its zone', async () => {
    const sentBodies: unknown[] = [];
    fakeApi({
      'GET /api/staff/locations': { body: { locations: [main], time_zones: zones } },
      'PUT /api/staff/locations/loc-main': (request) => {
        sentBodies.push(request.body);
        return { body: { message: 'Location saved.', location: { ...main, name: 'Clinvia Back Bay' } } };
      },
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Clinvia Boston' }));
    expect(screen.queryByLabelText('Time zone')).toBeNull();
    expect(screen.getByText(/set in the configuration/)).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Clinvia Back Bay');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Location saved.')).toBeInTheDocument();
    expect(sentBodies).toEqual([{ name: 'Clinvia Back Bay', address: '100 Cambridge St, Boston, MA' }]);
  });

  it('says why a location in use cannot be retired', async () => {
    fakeApi({
      'GET /api/staff/locations': { body: { locations: [main, denver], time_zones: zones } },
      'POST /api/staff/locations/loc-denver/retire': apiError(409, 'location_in_use', 'This location is still in some doctor’s hours or is a doctor’s own location: move those hours first.'),
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Retire Clinvia Denver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Clinvia Denver: This location is still in some doctor’s hours');
  });
});
