import { messageKindLabels, messageStatusLabels } from '@clinvia/contracts/messages';
import { socialNetworks } from '@clinvia/contracts/site';
import { threadLimits } from '@clinvia/contracts/threads';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../../components/messages/texts';
import { formatPhone } from '../../../lib/phone';
import { fakeApi } from '../../../test/api';
import { ambulanceEmergency, ambulanceTransport } from '../../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../../test/pseudo';
import { formatDay, formatInstant, formatSlot } from '../components/dates';
import AmbulanceSection from './AmbulanceSection';
import ConsentsSection from './ConsentsSection';
import InboxSection from './InboxSection';
import LocationsSection from './LocationsSection';
import MessagesSection from './MessagesSection';
import PatientMessagesSection from './PatientMessagesSection';
import SettingsSection from './SettingsSection';
import { renderWithQueries } from '../../../test/queries';

// I18N-8: the console's clinic sections in the pseudo-language show no word that did not come
// through a catalogue. What the stubs return (names, addresses, titles, texts typed by people)
// is data, and so are the dates the console's shared date helpers write out (the console frame's
// own feature converts those).

function renderAt(path: string, route: string, element: ReactNode) {
  renderWithQueries(element, { path, route });
}

/** The section once its heading is in the pseudo-language. */
async function section(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
  const found = heading.closest('section');
  if (found === null) throw new Error('the heading is not in a section');
  return found;
}

const at = '2026-11-25T14:00:00Z';

describe('the clinic sections in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the clinic’s settings, the check-in window and the public pages translated', async () => {
    fakeApi({
      'GET /api/staff/settings': { body: { noShowConfirmation: { enabled: true, threshold: 3 }, ageOfMajority: 18 } },
      'GET /api/staff/check-in-settings': { body: { open_days: 3 } },
      'GET /api/site/settings': { body: { social: {}, figures: [{ value: '15', label: 'cities', detail: null }], partners: [{ name: 'Acme Health', url: null }] } },
    });
    await inPseudoLanguage();
    renderAt('/', '/', <SettingsSection administrator />);
    await screen.findByDisplayValue('Acme Health', {}, { timeout: 15_000 });
    await waitFor(() => {
      expect(screen.getAllByRole('spinbutton')).toHaveLength(3);
    });
    const found = await section();
    // The social networks' names are brands.
    expect(untranslated(readable(found), socialNetworks.map(({ label }) => label))).toEqual([]);
  });

  it('shows the consents translated', async () => {
    const current = { id: '22222222-2222-4222-8222-222222222222', version: 2, title: 'Consent to treatment', body: 'I agree.', created_at: at, created_by: { id: '33333333-3333-4333-8333-333333333333', name: 'Sam Staff' } };
    fakeApi({ 'GET /api/staff/consents': { body: { consents: [{ id: '11111111-1111-4111-8111-111111111111', status: 'active', current, version_count: 2, signature_count: 1, retired_at: null }] } } });
    await inPseudoLanguage();
    renderAt('/', '/', <ConsentsSection />);
    await screen.findByText(/Consent to treatment/, {}, { timeout: 15_000 });
    const found = await section();
    expect(untranslated(readable(found), ['Consent to treatment', 'Sam Staff'])).toEqual([]);
  });

  it('shows the locations translated', async () => {
    const main = { id: 'loc-main', name: 'Clinvia Boston', address: '100 Cambridge St, Boston, MA', time_zone: 'America/New_York', is_default: true, retired: false, doctors: 12 };
    fakeApi({ 'GET /api/staff/locations': { body: { locations: [main, { ...main, id: 'loc-2', name: 'Clinvia Denver', is_default: false, time_zone: 'America/Denver', doctors: 1 }], time_zones: ['America/Denver', 'America/New_York'] } } });
    await inPseudoLanguage();
    renderAt('/', '/', <LocationsSection />);
    await screen.findByText('Clinvia Denver', {}, { timeout: 15_000 });
    const found = await section();
    expect(untranslated(readable(found), ['Clinvia Boston', 'Clinvia Denver', main.address, 'America/New_York', 'America/Denver', 'America/New York'])).toEqual([]);
  });

  it('shows the inbox translated', async () => {
    const base = { name: 'Rosa Sender', email: 'rosa@example.com', phone: null, subject: 'Parking at the clinic', message: 'Is there parking?', created_at: at, handled_at: null, handled_by: null, handled_note: null };
    const replies = [{ sent_at: at, sent_by: null, body: 'Yes, level one.' }];
    fakeApi({
      'GET /api/staff/contact-messages': {
        body: { items: [{ ...base, language: 'es', id: '3f0c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11', status: 'answered', replies }, { ...base, language: 'en', id: '4a1d3c2f-2e8b-4d4a-8b66-1c8b2a1d3e22', status: 'handled', handled_at: at, handled_by: 'Sam Reed', handled_note: 'Called back', replies: [] }], total: 2, page: 1, pageSize: 10 },
      },
    });
    await inPseudoLanguage();
    renderAt('/staff/inbox?status=all', '/staff/inbox', <InboxSection />);
    await screen.findAllByText('Is there parking?', {}, { timeout: 15_000 });
    const found = await section();
    expect(untranslated(readable(found), [...Object.values(base).filter((value) => typeof value === 'string'), 'Yes, level one.', 'Sam Reed', 'Called back', formatInstant(at, 'en')])).toEqual([]);
  });

  it('shows the appointment e-mails translated', async () => {
    const message = { appointment_id: '6f1c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11', sequence: 0, due_at: at, patient_name: 'Alex Morgan', doctor_name: 'Maya Patel', appointment_date: '2026-11-27', appointment_time: '10:00', timeZone: 'America/New_York' };
    fakeApi({
      'GET /api/staff/appointment-messages': {
        body: {
          messages: [
            { ...message, id: '0b8f7c1a-2e44-4a1b-8c0e-5d9e6f7a8b90', kind: 'confirmed', status: 'failed', sent_at: null, attempts: 5, last_error: 'ECONNREFUSED' },
            { ...message, id: '1c9d8e7f-3a2b-4c5d-9e6f-7a8b9c0d1e2f', kind: 'booked', status: 'sent', sent_at: at, attempts: 1, last_error: null },
            { ...message, id: '2d0e9f8a-4b3c-4d6e-8f7a-8b9c0d1e2f3a', kind: 'reminder', status: 'dropped', sent_at: null, attempts: 0, last_error: null },
          ],
          page: 1,
          has_more: false,
          counts: { queued: 0, sent: 1, failed: 1, dropped: 1, not_sent: 0 },
          email_off: false,
        },
      },
    });
    await inPseudoLanguage();
    renderAt('/', '/', <MessagesSection />);
    await screen.findByText('Alex Morgan', {}, { timeout: 15_000 });
    const found = await section();
    const data = ['Alex Morgan', 'Maya Patel', 'ECONNREFUSED', formatInstant(at, 'en'), formatSlot(message.appointment_date, message.appointment_time, message.timeZone, 'en'), ...Object.values(messageKindLabels), ...Object.values(messageStatusLabels)];
    expect(untranslated(readable(found), data)).toEqual([]);
  });

  it('shows the ambulance requests translated', async () => {
    const emergency = ambulanceEmergency({ staff_notes: 'Unit 4 sent', created_at: at });
    const transport = ambulanceTransport({ created_at: at });
    fakeApi({ 'GET /api/staff/ambulance-requests': { body: { items: [emergency, transport, { ...transport, id: '9c3f5d3c-4e6a-4b7c-9d0e-1f2a3b4c5d6e', reference: 'AMB-3Q9Y5N', transport_time: null, equipment_needed: true }], total: 3, page: 1, pageSize: 10 } } });
    await inPseudoLanguage();
    renderAt('/', '/', <AmbulanceSection />);
    await screen.findByText('Fell and cannot stand', {}, { timeout: 15_000 });
    const found = await section();
    const data = ['AMB-7K3Q9D', 'AMB-2P8X4M', 'AMB-3Q9Y5N', 'Sam Reed', 'Ana Diaz', formatPhone(emergency.phone), '5 Pier St', 'Fell and cannot stand', '12 Cedar Ln', 'Wheelchair Accessible', 'Unit 4 sent', formatInstant(at, 'en'), formatSlot('2030-03-12', '10:30', undefined, 'en'), formatDay('2030-03-12', 'en')];
    expect(untranslated(readable(found), data)).toEqual([]);
  });

  it('shows the patient messages’ queue translated', async () => {
    fakeApi({
      'GET /api/staff/threads': { body: { threads: [], page: 1, has_more: false, counts: { unassigned: 0, mine: 0, all: 3, overdue: 2 } } },
      'GET /api/staff/saved-replies': { body: { replies: [{ id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', title: 'Parking', body: 'Level -1 is free.', updated_at: at, updated_by: 'Sam Reed' }] } },
    });
    await inPseudoLanguage();
    renderAt('/staff/patient-messages', '/staff/patient-messages/*', <PatientMessagesSection />);
    await screen.findByText(i18next.t('staffClinic:patientMessages.overdue', { count: 2 }), {}, { timeout: 15_000 });
    const queue = await section();
    expect(untranslated(readable(queue))).toEqual([]);
  });

  it('shows the saved replies translated', async () => {
    fakeApi({ 'GET /api/staff/saved-replies': { body: { replies: [{ id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', title: 'Parking', body: 'Level -1 is free.', updated_at: at, updated_by: 'Sam Reed' }] } } });
    await inPseudoLanguage();
    renderAt('/staff/patient-messages/saved-replies', '/staff/patient-messages/*', <PatientMessagesSection />);
    await screen.findByText('Level -1 is free.', {}, { timeout: 15_000 });
    const found = await section();
    // The text box's counter is the shared field's (components/fields.tsx), not this section's.
    const counter = `0 / ${String(threadLimits.savedReplyBodyMaxLength)} characters`;
    expect(untranslated(readable(found), ['Parking', 'Level -1 is free.', 'Sam Reed', formatWhen(at, 'en'), counter])).toEqual([]);
  });
});
