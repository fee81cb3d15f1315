import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { instantIn } from '../../components/record/RecordView';
import { formatClinicDate } from '../../lib/clinic-dates';
import { fakeApi } from '../../test/api';
import { sharedRecord } from '../../test/fixtures';
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

// The summary unsigned, with a medication started ('Honey' is data below).
const shared = sharedRecord({ medications_started: ['Honey'], signed_at: null });

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
