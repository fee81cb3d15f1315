import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: the account screens ('account' namespace) rendered in the pseudo-language show no text
// that did not come through a catalogue; what the API answers (the person's details, the
// devices, the server's messages) is data.

const account = {
  user: { id: String(patient.id), role: 'patient', name: patient.name, email: patient.email, username: patient.username, profileImage: null, status: 'active' },
  phoneNumber: '+1 415 555 0100',
  address: '1 Main St',
  pendingEmail: { email: 'new@example.com', expiresAt: '2030-03-02T09:00:00.000Z', resendsLeft: 2 },
  language: 'en',
};
const session = { browser: 'Firefox', device: 'Linux', place: 'Lisbon', startedAt: '2030-03-01T09:00:00.000Z', lastActiveAt: '2030-03-10T09:00:00.000Z', expiresAt: '2030-03-31T09:00:00.000Z' };

function accountApi(mfa: { enabled: boolean; required: boolean; recoveryCodesLeft: number }) {
  return fakeApi({
    'GET /api/authentication/account': { body: account },
    'GET /api/authentication/mfa': { body: mfa },
    'GET /api/authentication/sessions': {
      body: { sessions: [{ ...session, id: '11111111-1111-4111-8111-111111111111', current: true }, { ...session, id: '22222222-2222-4222-8222-222222222222', browser: 'Safari', device: 'iPhone', current: false }] },
    },
    'GET /api/authentication/account/reminders': { body: { email: true, inApp: true } },
    'GET /api/threads/preferences': { body: { email: true, inApp: false } },
  });
}

const data = [patient.email, account.phoneNumber, account.address, 'new@example.com', 'Firefox', 'Linux', 'Lisbon', 'Safari', 'iPhone'];

describe('the account screens in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it.each([false, true])('shows /settings (two-step sign-in on: %s) with no untranslated text and no raw key', async (enabled) => {
    accountApi({ enabled, required: false, recoveryCodesLeft: 7 });
    await inPseudoLanguage();
    renderApp('/settings', patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    await within(main).findAllByRole('switch', {}, { timeout: 15_000 });
    await within(main).findByRole('list', { name: /⟦/ });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    // Dates are Intl's (en-US in the pseudo-language): month names are not the portal's words.
    const dates = untranslated(readable(main), data).filter((word) => !/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|AM|PM)/.test(word));
    expect(dates).toEqual([]);
  });

  it.each(['/confirm-email', '/stop-email-change', '/two-step-setup'])('shows %s with no untranslated text and no raw key', async (path) => {
    accountApi({ enabled: false, required: true, recoveryCodesLeft: 0 });
    await inPseudoLanguage();
    renderApp(path, patient);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 });
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), data)).toEqual([]);
  });
});
