import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { doctorAppointment, staffDashboard } from '../../test/fixtures';
import { switchLanguage } from '../../lib/i18n/i18n';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { renderApp, staff } from '../../test/render';

// I18N-8: the staff console's sections of namespace 'staff' in the pseudo-language show no text
// that did not come through a catalogue; what the stub answers (names, addresses, specializations)
// and the shared pieces not converted yet (the status badge) are data here.

const doctor = { id: 'd-1', name: 'Maya Patel', email: 'maya@example.com', phone: '4155550100', specialization: 'Cardiology', qualifications: 'MD', experience_years: 12, consultation_fee: 150, rating: 4.8, available: true, trending: false, state: 'listed', rejection_reason: null, face_url: null, created_at: '2030-01-01T09:00:00.000Z', location_id: null, languages: [] };
const patientItem = { id: 'p-7', name: 'Maria Lopez', email: 'maria@example.com', phone: '4155550100', age: 34, no_shows: 2 };
const member = { id: 'm-2', name: 'Rita Vance', email: 'rita@example.com', department: 'Billing', position: 'Clerk', administrator: false, active: true };
const dependent = { id: '3f0c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11', name: 'Leo Lopez', date_of_birth: '2008-01-02', age: 18, guardian_name: 'Maria Lopez', guardian_email: 'maria@example.com', invitation: null };
const entry = { id: 1, at: '2030-03-10T14:05:00.000Z', actor_id: null, actor_name: null, actor_role: 'staff', action: 'kiosk.badge_printed', subject_type: 'user', subject_id: 'u-3', patient_id: null, patient_name: null, detail: null, ip: '10.0.0.1', request_id: null };
const approvals = {
  doctors: [{ id: 'd-2', name: 'Noor Haddad', email: 'noor@example.com', phone: '4155550100', specialization: 'Dermatology', qualifications: 'MD', experience_years: 9, consultation_fee: 120, face_url: null, registered_at: '2030-03-01T10:00:00.000Z', licence_number: null, licence_state: null }],
  staff: [],
};
const account = { user: { id: '9', role: 'staff', name: 'Sam Reed', email: 'sam@example.com', username: 'sam', profileImage: null, status: 'active' }, phoneNumber: '+1 415 555 0100', address: null, pendingEmail: null, language: 'en' };

/**
 * Words of the stub's answers, and of pieces outside this namespace: the audit actions' labels
 * (contracts), the shared status badge, and the clock's AM/PM and zone name (lib/zone-time).
 */
const data = ['Kiosk: badge printed', 'Alex Morgan', 'Main clinic', 'Maya Patel', 'maya@example.com', 'Cardiology', 'Dermatology', 'Maria Lopez', 'maria@example.com', 'Rita Vance', 'rita@example.com', 'Billing', 'Clerk', 'Leo Lopez', 'Noor Haddad', 'noor@example.com', 'MD', 'Sam Reed', 'sam@example.com', 'Recurring headaches', 'kiosk.badge_printed', 'Consultation', 'Pending', 'Sun, Mar 10, 2030', 'Wed, Jan 7, 2026', 'Jan 2, 2008', 'Eastern time', 'AM', 'PM'];

function stubApi() {
  fakeApi({
    'GET /api/config': { body: { clinicTimeZone: 'America/New_York', today: '2030-03-10' } },
    'GET /api/staff/dashboard': { body: staffDashboard({ administrator: true, pending_approvals: { doctors: 1, staff: 0 }, email_off: true }) },
    'GET /api/site/settings': { body: { social: {}, figures: [], partners: [] } },
    'GET /api/staff/appointments': { body: { items: [doctorAppointment()], total: 1, page: 1, pageSize: 20 } },
    'GET /api/staff/doctors': { body: { items: [doctor], total: 1, page: 1, pageSize: 20 } },
    'GET /api/staff/locations': { body: { locations: [] } },
    'GET /api/staff/approvals': { body: approvals },
    'GET /api/doctors/specializations': { body: ['Cardiology'] },
    'GET /api/staff/patients': { body: { items: [patientItem] } },
    'GET /api/staff/families/of-age': { body: { age_of_majority: 18, dependents: [dependent] } },
    'GET /api/staff/members': { body: [member] },
    'GET /api/authentication/account': { body: account },
    'GET /api/staff/audit-log/actions': { body: ['kiosk.badge_printed'] },
    'GET /api/staff/audit-log': { body: { items: [entry], total: 1, page: 1, pageSize: 25 } },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff console in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  // Each section, with a word of its answer awaited so its content is in.
  it.each([
    ['/staff', '10'],
    ['/staff/appointments', 'Alex Morgan'],
    ['/staff/doctors', 'Maya Patel'],
    ['/staff/approvals', 'Noor Haddad'],
    ['/staff/patients', null],
    ['/staff/families', 'Leo Lopez'],
    ['/staff/team', 'Rita Vance'],
    ['/staff/profile', 'sam@example.com'],
    ['/staff/audit-log', '10.0.0.1'],
    ['/staff/appointments/book', null],
    ['/staff/nowhere', null],
  ])('shows %s with no untranslated text and no raw key', async (path, awaited) => {
    stubApi();
    await inPseudoLanguage();
    renderApp(path, staff);
    const main = await screen.findByRole('main');
    await within(main).findByRole('navigation', { name: /⟦/ }, { timeout: 15_000 });
    if (path !== '/staff/nowhere') {
      await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
      expect(document.title).toMatch(/^⟦.*⟧$/);
    }
    if (awaited !== null) expect((await within(main).findAllByText(awaited, { exact: false }, { timeout: 15_000 })).length).toBeGreaterThan(0);
    // An avatar without a photo shows the person's initial, a single capital.
    expect(untranslated(readable(main), data).filter((word) => !/^[A-Z]$/.test(word))).toEqual([]);
  });

  it('opens a section in Spanish, its title and the console around it (I18N-1)', async () => {
    stubApi();
    await act(() => switchLanguage('es'));
    renderApp('/staff/team', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipo' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe('Equipo · Consola del personal · Clinvia');
    expect(await screen.findByRole('navigation', { name: 'Consola del personal' })).toBeInTheDocument();
    expect(await screen.findAllByText('Rita Vance')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Nombrar administrador\s*a Rita Vance$/ })).toBeInTheDocument();
  });
});
