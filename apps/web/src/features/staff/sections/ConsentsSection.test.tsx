import type { ConsentSummary } from '@clinvia/contracts/consents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import ConsentsSection from './ConsentsSection';
import { renderWithQueries } from '../../../test/queries';

// CONSENT-1, CONSENT-2, CONSENT-7: the console's consents: the list, an edit saved as a new
// version with a preview as patients read it (text, never HTML).

const treatment: ConsentSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'active',
  current: { id: '22222222-2222-4222-8222-222222222222', version: 2, title: 'Consent to treatment', body: 'I agree.', created_at: '2026-11-01T10:00:00.000Z', created_by: { id: '33333333-3333-4333-8333-333333333333', name: 'Sam Staff' } },
  version_count: 2,
  signature_count: 5,
  retired_at: null,
};
const retired: ConsentSummary = { ...treatment, id: '44444444-4444-4444-8444-444444444444', status: 'retired', current: { ...treatment.current, id: '55555555-5555-4555-8555-555555555555', title: 'Old form', version: 1 }, version_count: 1, signature_count: 0 };

function renderSection() {
  renderWithQueries(<ConsentsSection />);
  return userEvent.setup({ delay: null });
}

describe('the staff console’s Consents', () => {
  it('lists versions and signatures, edits the current text as a new version with a preview', async () => {
    const api = fakeApi({
      'GET /api/staff/consents': { body: { consents: [treatment, retired] } },
      [`PUT /api/staff/consents/${treatment.id}`]: { body: { message: 'New version saved.', consent: { consent: { ...treatment, version_count: 3 }, versions: [] } } },
    });
    const user = renderSection();
    const list = await screen.findByRole('list', { name: 'The clinic’s consents' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two consents expected');
    expect(first).toHaveTextContent('Version 2 · 2 versions · 5 signatures · by Sam Staff');
    expect(within(second).getByText('Retired')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Edit/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Consent to treatment' }));
    const text = screen.getByRole('textbox', { name: /Text/ });
    expect(text).toHaveValue('I agree.');
    await user.clear(text);
    await user.type(text, 'I agree.{Enter}{Enter}<b>Second</b> paragraph.');
    await user.click(screen.getByRole('button', { name: 'Preview as patients read it' }));
    const preview = screen.getByRole('region', { name: 'Text of Consent to treatment' });
    expect(within(preview).getAllByText(/./, { selector: 'p' }).map((p) => p.textContent)).toEqual(['I agree.', '<b>Second</b> paragraph.']);
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('New version saved.')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/staff/consents/${treatment.id}`).map((request) => request.body)).toEqual([{ title: 'Consent to treatment', body: 'I agree.\n\n<b>Second</b> paragraph.' }]);
  });
});
