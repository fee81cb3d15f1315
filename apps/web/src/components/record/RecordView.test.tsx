import type { PatientRecord, RecordVisit } from '@clinvia/contracts/record';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { apiError, fakeApi } from '../../test/api';
import { completedPhq9, patientRecord, recordEntry, recordVisitId } from '../../test/fixtures';
import { present } from '../../test/present';
import { fakeToken, patient } from '../../test/render';
import { browserInZone } from '../../test/zone';
import { RecordView, type RecordViewProps } from './RecordView';

// RECORD-1, RECORD-3, RECORD-4, RECORD-5: a patient's record as a reader (a doctor, staff, a
// share link) sees it: every section with its jump link, what each says when empty, the visits
// upcoming and past with their summary state, the answers, consents, documents with their
// downloads, and the conversations; instants on the clinic's clock, its zone named.

const past = present(patientRecord().visits[0], 'the record’s visit');
const visit = (overrides: Partial<RecordVisit>): RecordVisit => ({ ...past, ...overrides });
const file = (id: string, name: string) => ({ id, name, contentType: 'application/pdf' as const, size: 2048, createdAt: '2026-11-20T15:00:00.000Z' });

/** A full record: visits in the API's order (newest first), a draft and a completed questionnaire, a consent, a document, two threads. */
const full = patientRecord({
  patient: { ...patientRecord().patient, phone: null, gender: null },
  lists: {
    medications: [recordEntry()],
    allergies: [recordEntry({ id: '22222222-2222-4222-8222-222222222223', list: 'allergies', name: 'Penicillin', details: 'Rash', started_on: '2019-05-01', ended_on: '2024-01-31', source: 'patient', check_in: null })],
    conditions: [],
  },
  visits: [
    visit({ id: '11111111-1111-4111-8111-000000000003', date: '2026-12-20', time: '09:30', status: 'confirmed', upcoming: true, summary: null }),
    visit({ id: '11111111-1111-4111-8111-000000000002', date: '2026-12-05', time: '14:00', status: 'pending', upcoming: true, summary: null }),
    past,
    visit({ id: '11111111-1111-4111-8111-000000000001', date: '2026-10-02', status: 'completed', summary: null }),
    visit({ id: '11111111-1111-4111-8111-000000000000', date: '2026-09-01', status: 'cancelled', summary: null }),
  ],
  questionnaires: [
    { ...completedPhq9(), appointment_id: recordVisitId, appointment_date: '2026-11-20' },
    { ...completedPhq9(), appointment_id: '11111111-1111-4111-8111-000000000003', appointment_date: '2026-12-20', status: 'in-progress', completed_at: null, score: null },
  ],
  consents: [{ id: '88888888-8888-4888-8888-888888888888', title: 'Telehealth consent', version: 2, signed_at: '2026-11-20T15:00:00.000Z', file: file('99999999-9999-4999-8999-999999999999', 'telehealth-consent.pdf') }],
  documents: [{ kind: 'message_attachment', file: file('77777777-7777-4777-8777-777777777777', 'lab-results.pdf'), thread_id: '55555555-5555-4555-8555-555555555555', appointment_id: null }],
  threads: [
    { id: '55555555-5555-4555-8555-555555555555', topic: 'medication', doctor_name: null, message_count: 1, last_message_at: '2026-11-21T15:00:00.000Z', closed: false },
    { id: '55555555-5555-4555-8555-555555555556', topic: 'result', doctor_name: 'Dr. Maya Patel', message_count: 3, last_message_at: '2026-11-22T01:30:00.000Z', closed: true },
  ],
});

const empty = patientRecord({ lists: { medications: [], allergies: [], conditions: [] }, visits: [], questionnaires: [], consents: [], documents: [], threads: [] });

function renderRecord(record: PatientRecord, props: Omit<RecordViewProps, 'record'> = {}) {
  return render(
    <MemoryRouter>
      <RecordView record={record} {...props} />
    </MemoryRouter>,
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('a patient’s record as a reader sees it (RECORD-1)', () => {
  it('links every section from the top, and says “Not given” for what the patient left out', () => {
    renderRecord(full);
    const jump = within(screen.getByRole('navigation', { name: 'Jump to a part of the record' }));
    expect(jump.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details', '#record-details'],
      ['Medications, allergies and conditions', '#record-lists'],
      ['Visits', '#record-visits'],
      ['Questionnaire answers', '#record-questionnaires'],
      ['Signed consents', '#record-consents'],
      ['Documents', '#record-documents'],
      ['Messages', '#record-threads'],
    ]);
    const details = section('Details');
    expect(details.getByText('Phone').nextElementSibling).toHaveTextContent('Not given');
    expect(details.getByText('Gender').nextElementSibling).toHaveTextContent('Not given');
    expect(details.getByText('Age').nextElementSibling).toHaveTextContent('41');
    expect(screen.getByText('Times are shown in the clinic’s time zone (America/New_York).')).toBeInTheDocument();
  });

  it('lists each entry read-only with its details, dates and where it came from (RECORD-3)', () => {
    renderRecord(full);
    const lists = section('Medications, allergies and conditions');
    expect(within(lists.getByRole('list', { name: 'Allergies' })).getByRole('listitem')).toHaveTextContent('PenicillinRashsince May 1, 2019 · until Jan 31, 2024');
    // A reader's words for a check-in: 'the' check-in, not 'your'.
    expect(within(lists.getByRole('list', { name: 'Medications' })).getByRole('listitem')).toHaveTextContent('Metformin 500 mgFrom the check-in for the visit on Nov 20, 2026');
    expect(lists.getByText('No conditions listed.')).toBeInTheDocument();
    expect(lists.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows upcoming visits soonest first, and for each past one its summary link, “Summary signed” or “No summary yet”', () => {
    // A reader on the visits' clock: their times without the zone's name (TIME-5).
    browserInZone('America/New_York');
    renderRecord(full, { summaryLink: (shown) => `/visits/${shown.id}/summary` });
    const visits = section('Visits');
    const upcoming = within(visits.getByRole('list', { name: 'Upcoming visits' })).getAllByRole('listitem');
    expect(upcoming.map((row) => row.textContent)).toEqual([
      'Dec 5, 2026, 2:00 PMDr. Maya Patel, Cardiology · ConsultationPending',
      'Dec 20, 2026, 9:30 AMDr. Maya Patel, Cardiology · ConsultationConfirmed',
    ]);
    const pastRows = within(visits.getByRole('list', { name: 'Past visits' })).getAllByRole('listitem');
    expect(within(present(pastRows[0], 'the first past visit')).getByRole('link', { name: 'Visit summary' })).toHaveAttribute('href', `/visits/${recordVisitId}/summary`);
    expect(pastRows[1]).toHaveTextContent('No summary yet');
    // A cancelled visit has no summary to wait for.
    expect(pastRows[2]).not.toHaveTextContent('summary');
  });

  it('says a summary is signed without a link when the reader has no screen for it', () => {
    renderRecord(full);
    const pastRows = within(section('Visits').getByRole('list', { name: 'Past visits' })).getAllByRole('listitem');
    expect(pastRows[0]).toHaveTextContent('Summary signed');
    expect(within(present(pastRows[0], 'the first past visit')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('dates each questionnaire’s answers by its visit, a draft marked as not sent', () => {
    renderRecord(full);
    const answers = section('Questionnaire answers');
    expect(answers.getByText(/^For the visit on Nov 20, 2026/)).toHaveTextContent('For the visit on Nov 20, 2026· Completed Nov 29, 2026, 5:00 AM EST');
    expect(answers.getByText(/^For the visit on Dec 20, 2026/)).toHaveTextContent('For the visit on Dec 20, 2026Draft, not sent');
  });

  it('lists consents and documents with their time on the clinic’s clock, and says under a download why it failed', async () => {
    localStorage.setItem('token', fakeToken(patient));
    const path = `/api/records/${full.patient.id}/files/77777777-7777-4777-8777-777777777777`;
    const api = fakeApi({ [`GET ${path}`]: apiError(404, 'not_found', 'This file is no longer on the record.') });
    renderRecord(full);
    expect(section('Signed consents').getByText('Version 2 · signed Nov 20, 2026, 10:00 AM EST')).toBeInTheDocument();
    const documents = section('Documents');
    expect(documents.getByText('Sent with a message · Nov 20, 2026, 10:00 AM EST')).toBeInTheDocument();
    await userEvent.setup().click(documents.getByRole('button', { name: /^Download ?lab-results\.pdf$/ }));
    expect(await documents.findByRole('alert')).toHaveTextContent('This file is no longer on the record.');
    expect(api.calls('GET', path)[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(documents.getByRole('button', { name: /^Download ?lab-results\.pdf$/ })).toBeEnabled();
  });

  it('names each conversation by its topic and doctor, links it when the reader may open it, and marks a closed one', () => {
    renderRecord(full, { threadLink: (id) => `/messages/${id}` });
    const rows = within(section('Messages').getByRole('list')).getAllByRole('listitem');
    expect(within(present(rows[0], 'the first conversation')).getByRole('link', { name: 'Medication' })).toHaveAttribute('href', '/messages/55555555-5555-4555-8555-555555555555');
    expect(rows[0]).toHaveTextContent('1 message · last Nov 21, 2026, 10:00 AM EST');
    expect(rows[0]).not.toHaveTextContent('Closed');
    // 01:30 UTC on Nov 22 is still Nov 21 on the clinic's clock.
    expect(rows[1]).toHaveTextContent('A result with Dr. Maya Patel3 messages · last Nov 21, 2026, 8:30 PM ESTClosed');
  });

  it('says what each empty section lacks', () => {
    renderRecord(empty, { threadLink: (id) => `/messages/${id}` });
    expect(section('Visits').getByText('No upcoming visits.')).toBeInTheDocument();
    expect(section('Visits').getByText('No past visits.')).toBeInTheDocument();
    expect(section('Questionnaire answers').getByText('No questionnaire answers yet.')).toBeInTheDocument();
    expect(section('Signed consents').getByText('No signed consents yet.')).toBeInTheDocument();
    expect(section('Documents').getByText('No documents yet.')).toBeInTheDocument();
    expect(section('Messages').getByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Medication' })).not.toBeInTheDocument();
  });

  it('reads in Spanish on a Spanish page, the conversations’ topics included (I18N-1)', async () => {
    await act(() => switchLanguage('es'));
    renderRecord(full);
    const rows = within(within(screen.getByRole('region', { name: 'Mensajes' })).getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^Medicamentos1 mensaje · último: /);
    expect(rows[1]).toHaveTextContent(/^Un resultado con Dr\. Maya Patel3 mensajes/);
    expect(rows[1]).toHaveTextContent(/Cerrada$/);
    expect(screen.getByRole('region', { name: 'Datos' })).toHaveTextContent('No indicado');
  });
});
