import type { MyConsent } from '@clinvia/contracts/consents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { consentSignature } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: /consents in the pseudo-language, with a signed consent, one to sign open in the shared
// signer, and the list of signatures: no word that did not come through a catalogue. The
// consents' titles and texts and the signing dates (Intl's, in the page's language) are data.

const toSign: MyConsent = {
  id: '55555555-5555-4555-8555-555555555555',
  current: { id: '66666666-6666-4666-8666-666666666666', version: 2, title: 'Notice of privacy practices', body: 'How we keep your information.', created_at: '2030-01-02T00:00:00.000Z' },
  signature: null,
  signed_earlier_version: true,
};
const signature = consentSignature();
const signed: MyConsent = {
  id: signature.consent_id,
  current: { id: signature.version_id, version: 1, title: signature.title, body: 'I consent.', created_at: '2030-01-01T00:00:00.000Z' },
  signature,
  signed_earlier_version: false,
};
const timeZone = 'America/Denver';
const signedAt = new Date(signature.signed_at);
const dates = [
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(signedAt),
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(signedAt).find((part) => part.type === 'timeZoneName')?.value ?? '',
];

describe('/consents in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it('shows the consents, the signer and the signatures with no untranslated text', async () => {
    fakeApi({
      'GET /api/consents': { body: { time_zone: timeZone, consents: [signed, toSign] } },
      'GET /api/consent-signatures': { body: { signatures: [signature] } },
    });
    await inPseudoLanguage();
    renderApp('/consents', patient);
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 10_000 });
    await within(main).findAllByRole('listitem');
    await userEvent.click(within(main).getByRole('button', { name: new RegExp(toSign.current.title) }));
    await within(main).findAllByRole('radio');
    // The shared page title, portal's name included, comes through the catalogue too.
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), [toSign.current.title, toSign.current.body, signed.current.title, ...dates])).toEqual([]);
  });
});
