import type { SharedRecord } from '@clinvia/contracts/record-shares';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { instantIn } from '../../components/record/RecordView';
import { formatClinicDate } from '../../lib/clinic-dates';
import { fakeApi } from '../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { renderApp } from '../../test/render';

// I18N-8: /shared-record in the pseudo-language shows no word that did not come through a
// catalogue ('sharedRecord' and the record kit's 'recordKit'); what the API answers is data, and so
// are the dates and times (their words are the date helpers', in English in the pseudo-language).

const key = 'k'.repeat(43);
const zone = 'America/New_York';

afterEach(() => {
  sessionStorage.clear();
});

const shared: SharedRecord = {
  record: {
    patient: { id: '33333333-3333-4333-8333-333333333333', name: 'Maria Lopez', email: 'maria@example.com', phone: null, age: 41, gender: 'female', address: null },
    editable: false,
    time_zone: zone,
    lists: {
      medications: [],
      allergies: [{ id: '22222222-2222-4222-8222-222222222222', list: 'allergies', name: 'Penicillin', details: 'Rash', started_on: null, ended_on: null, source: 'patient', check_in: null, created_at: '2026-11-20T15:00:00.000Z', updated_at: '2026-11-20T15:00:00.000Z' }],
      conditions: [],
    },
    visits: [],
    questionnaires: [],
    consents: [],
    documents: [{ kind: 'insurance_card', file: { id: '77777777-7777-4777-8777-777777777777', name: 'card-front.jpg', contentType: 'image/jpeg', size: 1000, createdAt: '2026-11-20T15:00:00.000Z' }, thread_id: null, appointment_id: null }],
    threads: [],
  },
  summaries: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      appointment_id: '11111111-1111-4111-8111-111111111111',
      status: 'signed',
      reason: 'Cough for two weeks',
      assessment: 'Viral bronchitis',
      plan: 'Rest and fluids',
      medications_started: ['Honey'],
      medications_changed: [],
      medications_stopped: [],
      instructions: '',
      follow_up: null,
      updated_at: '2026-11-20T16:00:00.000Z',
      signed_at: null,
      doctor: { id: '44444444-4444-4444-8444-444444444444', name: 'Maya Patel', specialization: 'Cardiology' },
      visit_date: '2026-11-20',
      visit_time: '10:00',
      time_zone: zone,
      addenda: [],
    },
  ],
  share: { label: 'Dr. Ruiz, cardiology', expires_at: '2026-12-01T15:00:00.000Z' },
};

const data = [
  'Maria Lopez’s',
  'Maria Lopez',
  'maria@example.com',
  'Penicillin',
  'Rash',
  'card-front.jpg',
  'Cough for two weeks',
  'Viral bronchitis',
  'Rest and fluids',
  'Honey',
  'Dr. Maya Patel',
  'Cardiology',
  'Dr. Ruiz, cardiology',
  formatClinicDate('2026-11-20', 'long', 'en'),
  instantIn('2026-11-20T15:00:00.000Z', zone, 'en'),
  instantIn('2026-12-01T15:00:00.000Z', zone, 'en'),
  zone,
];

describe('/shared-record in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows the shared record with no untranslated text and no raw key', async () => {
    fakeApi({ 'POST /api/shared-record': { body: shared } });
    await inPseudoLanguage();
    renderApp(`/shared-record#${key}`);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), data)).toEqual([]);
  });

  it('shows the passcode form and a refused link with no untranslated text', async () => {
    fakeApi({ 'POST /api/shared-record': { status: 401, body: { error: { code: 'share_passcode_required', message: 'Passcode required' } } } });
    await inPseudoLanguage();
    renderApp(`/shared-record#${key}`);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(untranslated(readable(main))).toEqual([]);
  });

  it('shows an incomplete link with no untranslated text', async () => {
    await inPseudoLanguage();
    renderApp('/shared-record');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(untranslated(readable(main))).toEqual([]);
  });
});
