import type { Location, LocationList } from '@clinvia/contracts/locations';
import type { StaffDoctor } from '@clinvia/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// STAFF-6: the console's list of every doctor, its filters, the edit form and the account actions.

const dialogs = vi.hoisted(() => ({ toast: vi.fn(), confirm: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: dialogs.confirm }));

function doctorRow(overrides: Partial<StaffDoctor> = {}): StaffDoctor {
  return {
    id: 'd-1',
    name: 'Maya Patel',
    email: 'maya@example.com',
    phone: '4155550100',
    specialization: 'Cardiology',
    qualifications: 'MD',
    experience_years: 12,
    consultation_fee: 150,
    rating: 4.8,
    available: true,
    trending: false,
    state: 'listed',
    rejection_reason: null,
    face_url: null,
    created_at: '2030-01-01T09:00:00.000Z',
    location_id: null,
    languages: ['en'],
    ...overrides,
  };
}

const maya = doctorRow();
const omar = doctorRow({ id: 'd-2', name: 'Omar Said', email: 'omar@example.com', specialization: 'Dermatology', state: 'deactivated', available: false });
const lena = doctorRow({ id: 'd-3', name: 'Lena Berg', email: 'lena@example.com', state: 'rejected', rejection_reason: 'Licence not found' });

// LOC-7: the clinic's locations, as the Locations section lists them.
const mainClinic = '10000000-0000-4000-8000-000000000001';
const cambridge = '10000000-0000-4000-8000-000000000002';
const denver = '10000000-0000-4000-8000-000000000003';
const oldTown = '10000000-0000-4000-8000-000000000004';
const place = (id: string, name: string, time_zone: string, more: Partial<Location> = {}): Location => ({ id, name, address: `1 Main St, ${name}`, time_zone, is_default: false, retired: false, doctors: 1, ...more });
const locationList: LocationList = {
  locations: [
    place(mainClinic, 'Clinvia Boston', 'America/New_York', { is_default: true }),
    place(cambridge, 'Clinvia Cambridge', 'America/New_York'),
    place(denver, 'Clinvia Denver', 'America/Denver'),
    place(oldTown, 'Clinvia Old Town', 'America/New_York', { retired: true, doctors: 0 }),
  ],
  time_zones: ['America/Denver', 'America/New_York'],
};

function doctorsApi(items: StaffDoctor[], replies: Record<string, Reply> = {}, administrator = false) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard({ administrator }) },
    'GET /api/staff/locations': { body: locationList },
    'GET /api/staff/doctors': { body: { items, total: items.length, page: 1, pageSize: 20 } },
    ...replies,
  });
}

/**
 * A control's name with a visually hidden part ('Edit<span class="sr-only"> Maya Patel</span>'):
 * jsdom's name computation drops the space a browser keeps, so spaces are not compared.
 */
const named = (text: string) => (name: string) => name.replace(/\s+/g, '') === text.replace(/\s+/g, '');

// The first render of a file loads the console's lazy chunks: slow on a loaded machine.
const row = (name: string) => screen.findByRole('listitem', { name }, { timeout: 15_000 });

describe('the staff console’s doctors (STAFF-6)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.toast.mockReset();
    dialogs.confirm.mockReset();
  });

  it('lists each doctor with fee, bookings, status and languages, and a count of what is shown', async () => {
    doctorsApi([maya, { ...omar, languages: [] }, { ...lena, languages: ['en', 'es'] }]);
    renderApp('/staff/doctors', staff);
    const first = within(await row('Maya Patel'));
    expect(first.getByText('Cardiology · maya@example.com')).toBeInTheDocument();
    expect(first.getByText('$150')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('Listed')).toBeInTheDocument();
    expect(within(await row('Omar Said')).getByText('Closed')).toBeInTheDocument();
    expect(within(await row('Lena Berg')).getByText('Rejected: Licence not found')).toBeInTheDocument();
    // DOC-13: the languages patients see, and a list left empty said as such.
    expect(first.getByText('Speaks English')).toBeInTheDocument();
    expect(within(await row('Lena Berg')).getByText('Speaks English, Spanish')).toBeInTheDocument();
    expect(within(await row('Omar Said')).getByText('No languages listed')).toBeInTheDocument();
    expect(screen.getByText('Showing 1-3 of 3 doctors')).toBeInTheDocument();
    // Not an administrator: no account actions, and a rejected registration stays closed to them.
    expect(screen.queryByRole('button', { name: /End sessions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: named("Reopen registration of Lena Berg") })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: named('Hours of Maya Patel') })).toHaveAttribute('href', '/staff/doctors/d-1/hours');
  });

  it('searches by the typed text and filters by status, both in the request', async () => {
    const api = doctorsApi([maya]);
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    await row('Maya Patel');
    await user.type(screen.getByRole('searchbox', { name: 'Search doctors' }), '  patel ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(api.calls('GET', '/api/staff/doctors').at(-1)?.query.get('q')).toBe('patel');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    await waitFor(() => {
      const last = api.calls('GET', '/api/staff/doctors').at(-1)?.query;
      expect([last?.get('q'), last?.get('state'), last?.get('page')]).toEqual(['patel', 'deactivated', '1']);
    });
  });

  it('says so when no doctor matches', async () => {
    doctorsApi([]);
    renderApp('/staff/doctors?q=nobody', staff);
    expect(await screen.findByText('No doctors match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search doctors' })).toHaveValue('nobody');
  });

  it('shows the reason when the list cannot be loaded, and loads it again on a retry', async () => {
    let fail = true;
    doctorsApi([], { 'GET /api/staff/doctors': () => (fail ? apiError(403, 'forbidden', 'Your staff account is not approved yet.') : { body: { items: [maya], total: 1, page: 1, pageSize: 20 } }) });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your staff account is not approved yet.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await row('Maya Patel')).toBeInTheDocument();
  });

  it('saves the edited fee, specialization and languages (DOC-13) as a PATCH and closes the form', async () => {
    const api = doctorsApi([maya], { 'PATCH /api/staff/doctors/d-1': { body: { ...maya, consultation_fee: 175 } } });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const doctor = within(await row('Maya Patel'));
    await user.click(doctor.getByRole('button', { name: named('Edit Maya Patel') }));
    const fee = doctor.getByRole('spinbutton', { name: 'Consultation fee ($)' });
    await user.clear(fee);
    await user.type(fee, '175');
    await user.click(doctor.getByRole('checkbox', { name: 'Trending (shown in Recommended Doctors)' }));
    // DOC-13: the doctor's languages are ticked, named in English; staff add one.
    const languages = within(doctor.getByRole('group', { name: 'Languages spoken' }));
    expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await user.click(languages.getByRole('checkbox', { name: 'Spanish' }));
    await user.click(doctor.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(api.calls('PATCH', '/api/staff/doctors/d-1').map((request) => request.body)).toEqual([
        { available: true, trending: true, consultationFee: 175, specialization: 'Cardiology', location_id: null, languages: ['en', 'es'] },
      ]);
    });
    await waitFor(() => {
      expect(doctor.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    });
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: 'Maya Patel updated' }));
  });

  it('shows the doctor’s main location, sends the chosen one, and keeps it with the server’s message (LOC-7)', async () => {
    let answer = apiError(409, 'location_zone_conflict', 'This location is in another time zone, and some of this doctor’s hours name locations in the current zone.');
    const api = doctorsApi([doctorRow({ location_id: cambridge })], { 'PATCH /api/staff/doctors/d-1': () => answer });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const doctor = within(await row('Maya Patel'));
    await user.click(doctor.getByRole('button', { name: named('Edit Maya Patel') }));
    const select = await doctor.findByRole('combobox', { name: 'Main location' });
    expect(select).toHaveDisplayValue('Clinvia Cambridge (America/New_York)');
    // The default one is the empty choice, with its zone; a retired location is offered for none.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Default location: Clinvia Boston (America/New_York)',
      'Clinvia Cambridge (America/New_York)',
      'Clinvia Denver (America/Denver)',
    ]);

    await user.selectOptions(select, 'Clinvia Denver (America/Denver)');
    await user.click(doctor.getByRole('button', { name: 'Save changes' }));
    expect(await doctor.findByRole('alert')).toHaveTextContent('another time zone');
    expect(api.calls('PATCH', '/api/staff/doctors/d-1').at(-1)?.body).toMatchObject({ location_id: denver });
    expect(select).toHaveDisplayValue('Clinvia Denver (America/Denver)');

    answer = apiError(400, 'validation_error', 'Please correct the highlighted fields.', { location_id: 'This location is retired: choose an active one' });
    await user.click(doctor.getByRole('button', { name: 'Save changes' }));
    expect(await doctor.findByText('This location is retired: choose an active one')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveDisplayValue('Clinvia Denver (America/Denver)');
    expect(api.calls('PATCH', '/api/staff/doctors/d-1')).toHaveLength(2);
  });

  it('keeps the typing and shows each field’s message when the edit is refused', async () => {
    const api = doctorsApi([maya], { 'PATCH /api/staff/doctors/d-1': apiError(400, 'validation_error', 'Check the form', { consultationFee: 'Please enter a fee between 0 and 100000' }) });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const doctor = within(await row('Maya Patel'));
    await user.click(doctor.getByRole('button', { name: named('Edit Maya Patel') }));
    const specialization = doctor.getByRole('textbox', { name: 'Specialization' });
    await user.clear(specialization);
    await user.click(doctor.getByRole('button', { name: 'Save changes' }));
    expect(await doctor.findByText('Specialization is required')).toBeInTheDocument();
    expect(api.calls('PATCH', '/api/staff/doctors/d-1')).toEqual([]);
    await user.type(specialization, 'Cardiac surgery');
    await user.click(doctor.getByRole('button', { name: 'Save changes' }));
    expect(await doctor.findByText('Please enter a fee between 0 and 100000')).toBeInTheDocument();
    expect(specialization).toHaveValue('Cardiac surgery');
    expect(doctor.getByRole('spinbutton', { name: 'Consultation fee ($)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deactivates only once confirmed, and shows why it failed', async () => {
    const api = doctorsApi([maya], { 'POST /api/staff/doctors/d-1/deactivate': apiError(409, 'conflict', 'This doctor is already deactivated.') });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const doctor = within(await row('Maya Patel'));
    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click(doctor.getByRole('button', { name: named('Deactivate Maya Patel') }));
    expect(dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deactivate Maya Patel?', confirmText: 'Deactivate' }));
    expect(api.calls('POST', '/api/staff/doctors/d-1/deactivate')).toEqual([]);
    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click(doctor.getByRole('button', { name: named('Deactivate Maya Patel') }));
    expect(await doctor.findByRole('alert')).toHaveTextContent('This doctor is already deactivated.');
    expect(api.calls('POST', '/api/staff/doctors/d-1/deactivate')).toHaveLength(1);
  });

  it('reactivates a deactivated doctor and reloads the list', async () => {
    const api = doctorsApi([omar], { 'POST /api/staff/doctors/d-2/reactivate': { body: { ...omar, state: 'listed' } } });
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    const doctor = within(await row('Omar Said'));
    expect(doctor.queryByRole('button', { name: named('Deactivate Omar Said') })).not.toBeInTheDocument();
    const before = api.calls('GET', '/api/staff/doctors').length;
    await user.click(doctor.getByRole('button', { name: named('Reactivate Omar Said') }));
    await waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Omar Said reactivated' }));
    });
    expect(api.calls('POST', '/api/staff/doctors/d-2/reactivate')).toHaveLength(1);
    expect(api.calls('GET', '/api/staff/doctors').length).toBeGreaterThan(before);
  });

  it('gives an administrator the account actions and the way to verify', async () => {
    const unverified = doctorRow({ id: 'd-4', name: 'Ivy Chen', state: 'unverified' });
    const api = doctorsApi([unverified, lena], { 'POST /api/staff/users/d-4/end-sessions': { body: { message: 'Signed out', ended: 2 } }, 'POST /api/staff/users/d-4/reset-second-factor': { body: { message: 'Reset' } }, 'POST /api/staff/doctors/d-3/reactivate': { body: { ...lena, state: 'unverified' } } }, true);
    const user = userEvent.setup();
    renderApp('/staff/doctors', staff);
    expect(await screen.findByRole('link', { name: named('Verify Ivy Chen in Approvals') })).toHaveAttribute('href', '/staff/approvals');
    dialogs.confirm.mockResolvedValue(true);
    await user.click(screen.getByRole('button', { name: named('End sessions of Ivy Chen') }));
    await waitFor(() => {
      expect(api.calls('POST', '/api/staff/users/d-4/end-sessions')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: named('Reset two-step sign-in of Ivy Chen') }));
    await waitFor(() => {
      expect(api.calls('POST', '/api/staff/users/d-4/reset-second-factor')).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: named("Reopen registration of Lena Berg") }));
    await waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Lena Berg's registration is reopened" }));
    });
  });
});
