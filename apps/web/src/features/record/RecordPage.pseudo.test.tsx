import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { patientRecord, recordEntry } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: /record in the pseudo-language shows no word that did not come through a catalogue
// ('record' and the record kit's 'recordKit'); what the API answers is data. Visits and threads
// are left out for their dates and status badges, which are other helpers' (lib/clinic-dates,
// StatusBadge); the threads' topics are the record kit's, in Spanish in RecordView.test.tsx.

const record = patientRecord({
  lists: { medications: [recordEntry({ source: 'patient', check_in: null, details: 'Twice a day' })], allergies: [], conditions: [] },
  visits: [],
  threads: [],
});
const data = ['Metformin 500 mg', 'Twice a day', 'Maria Lopez', 'maria@example.com', '12 Elm St', 'America/New_York'];

describe('/record in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows the record, its lists, the downloads and the sharing with no untranslated text and no raw key', async () => {
    fakeApi({
      'GET /api/record': { body: record },
      'GET /api/record-shares': { body: { shares: [] } },
      'GET /api/notifications*': { body: { items: [], total: 0, page: 1, pageSize: 10, unread: 0 } },
    });
    await inPseudoLanguage();
    renderApp('/record', patient);
    const main = await screen.findByRole('main');
    await within(main).findByText('Metformin 500 mg', {}, { timeout: 15_000 });
    await within(main).findByText(/⟦Ýóú hávé ñót šháréd/, {}, { timeout: 15_000 });
    expect(untranslated(readable(main), data)).toEqual([]);
  });
});
