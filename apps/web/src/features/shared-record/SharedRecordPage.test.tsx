import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { sharedRecord } from '../../test/fixtures';
import { renderApp } from '../../test/render';

// SHARE-2, SHARE-3: the page a share link opens, signed out.

const key = 'k'.repeat(43);

afterEach(() => {
  sessionStorage.clear();
});

describe('/shared-record (SHARE-2, SHARE-3)', { timeout: 20_000 }, () => {
  it('opens the record read-only with its summaries and downloads, sending the key from the fragment', async () => {
    const api = fakeApi({ 'POST /api/shared-record': { body: sharedRecord() } });
    renderApp(`/shared-record#${key}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez’s health record' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(api.calls('POST', '/api/shared-record')[0]?.body).toEqual({ key });
    expect(screen.getByText('Shared for: Dr. Ruiz, cardiology')).toBeInTheDocument();
    expect(screen.getByText(/^This link works until Dec 1, 2026/)).toBeInTheDocument();
    const summaries = screen.getByRole('region', { name: 'Visit summaries' });
    expect(within(summaries).getByText('Viral bronchitis')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Medications, allergies and conditions' })).toHaveTextContent('Penicillin');
    // Read-only: no list editing.
    expect(screen.queryByRole('button', { name: 'Add an allergy' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (FHIR JSON)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Download ?card-front\.jpg$/ })).toBeEnabled();
  });

  it('asks for the passcode, shows a wrong one’s message under the field, then opens', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'POST /api/shared-record': (request) => {
        const passcode = (request.body as { passcode?: string }).passcode;
        if (passcode === undefined) return { status: 403, body: { error: { code: 'share_passcode_required', message: 'Enter the passcode the patient gave you', fields: { passcode: 'Enter the passcode the patient gave you' } } } };
        if (passcode !== 'river-stone-42') return { status: 403, body: { error: { code: 'share_passcode_wrong', message: 'Wrong passcode. 4 tries left before the link locks.', fields: { passcode: 'Wrong passcode. 4 tries left before the link locks.' } } } };
        return { body: sharedRecord() };
      },
    });
    renderApp(`/shared-record#${key}`);
    const field = await screen.findByLabelText('Passcode', {}, { timeout: 15_000 });
    await user.type(field, 'guess');
    await user.click(screen.getByRole('button', { name: 'Open the record' }));
    expect(await screen.findByText('Wrong passcode. 4 tries left before the link locks.')).toBeInTheDocument();
    expect(screen.getByLabelText('Passcode')).toHaveValue('guess');
    await user.clear(screen.getByLabelText('Passcode'));
    await user.type(screen.getByLabelText('Passcode'), 'river-stone-42');
    await user.click(screen.getByRole('button', { name: 'Open the record' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez’s health record' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/shared-record').at(-1)?.body).toEqual({ key, passcode: 'river-stone-42' });
  });

  it('offers to try again after a failure of the server, and opens on the retry with the same key', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = fakeApi({
      'POST /api/shared-record': () => {
        tries += 1;
        return tries === 1 ? { status: 503, body: { error: { code: 'unavailable', message: 'Service unavailable' } } } : { body: sharedRecord() };
      },
    });
    renderApp(`/shared-record#${key}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez’s health record' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/shared-record').map((request) => request.body)).toEqual([{ key }, { key }]);
  });

  it('says why a revoked link does not open, and that a link without its key is incomplete', async () => {
    fakeApi({ 'POST /api/shared-record': { status: 404, body: { error: { code: 'share_revoked', message: 'The patient has stopped sharing through this link.' } } } });
    const { unmount } = renderApp(`/shared-record#${key}`);
    expect(await screen.findByText('The patient has stopped sharing through this link.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    sessionStorage.clear();
    renderApp('/shared-record');
    expect(await screen.findByText(/This link is not complete/, {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
