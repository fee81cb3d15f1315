import type { MyConsent } from '@clinvia/contracts/consents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { consentSignature } from '../../test/fixtures';
import { present } from '../../test/present';
import { browserInZone } from '../../test/zone';
import ConsentsPage from './ConsentsPage';
import { renderWithQueries } from '../../test/queries';

const toast = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../lib/toast', () => ({ showToast: toast }));

// CONSENT-5: /consents lists the clinic's consents: signed ones on a date (the clinic's zone,
// named: TIME-5) with their PDF (CONSENT-6), unsigned ones to read and sign, one updated since
// the patient signed it asked again; and every signature the patient made.

const signature = consentSignature;

const consent = (overrides: Partial<MyConsent> = {}): MyConsent => ({
  id: '33333333-3333-4333-8333-333333333333',
  current: { id: '44444444-4444-4444-8444-444444444444', version: 1, title: 'Consent to treatment', body: 'I consent to examination and treatment.', created_at: '2030-01-01T00:00:00.000Z' },
  signature: null,
  signed_earlier_version: false,
  ...overrides,
});

function show(replies: { consents: Reply; signatures: Reply; pdf?: Reply; sign?: Reply }) {
  const api = fakeApi({
    'GET /api/consents': replies.consents,
    'GET /api/consent-signatures': replies.signatures,
    ...(replies.pdf === undefined ? {} : { 'GET /api/consent-signatures/*': replies.pdf }),
    ...(replies.sign === undefined ? {} : { 'POST /api/consents/*': replies.sign }),
  });
  renderWithQueries(<ConsentsPage />);
  return api;
}

const privacy = consent({
  id: '55555555-5555-4555-8555-555555555555',
  current: { id: '66666666-6666-4666-8666-666666666666', version: 2, title: 'Notice of privacy practices', body: 'How we keep your information.', created_at: '2030-01-02T00:00:00.000Z' },
  signed_earlier_version: true,
});

describe('/consents (CONSENT-5)', () => {
  it('shows a signed consent with its date in the clinic’s zone and a PDF, and an updated one to sign again', async () => {
    browserInZone('America/New_York');
    show({
      consents: { body: { time_zone: 'America/Denver', consents: [consent({ signature: signature() }), privacy] } },
      signatures: { body: { signatures: [signature(), signature({ id: '77777777-7777-4777-8777-777777777777', title: 'Notice of privacy practices', method: 'typed', signed_at: '2029-12-01T17:00:00.000Z' })] } },
    });
    const toSign = await screen.findByRole('list', { name: 'To sign' }, { timeout: 10_000 });
    const [signed, updated] = within(toSign).getAllByRole('listitem');
    expect(present(signed)).toHaveTextContent('Consent to treatmentVersion 1Signed on Jan 15, 2030, 9:30 AM MST');
    expect(within(present(signed)).getByRole('button', { name: /Download PDF ?of Consent to treatment/ })).toBeInTheDocument();
    expect(present(updated)).toHaveTextContent('Not signed yet');
    expect(present(updated)).toHaveTextContent('The clinic updated this consent since you signed it.');
    expect(within(present(updated)).queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();

    const history = await screen.findByRole('list', { name: 'Signed consents' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Consent to treatment (version 1)Signed on Jan 15, 2030, 9:30 AM MST · drawn signature'),
      expect.stringContaining('Notice of privacy practices (version 1)Signed on Dec 1, 2029, 10:00 AM MST · typed name'),
    ]);
  });

  it('opens the consent’s text to sign it, and closes it again (CONSENT-3)', async () => {
    const user = userEvent.setup();
    show({ consents: { body: { time_zone: 'UTC', consents: [privacy] } }, signatures: { body: { signatures: [] } } });
    const open = await screen.findByRole('button', { name: /Read and sign ?Notice of privacy practices/ }, { timeout: 10_000 });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('How we keep your information.')).not.toBeInTheDocument();
    await user.click(open);
    expect(await screen.findByText('How we keep your information.')).toBeInTheDocument();
    const close = screen.getByRole('button', { name: /Close ?Notice of privacy practices/ });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.click(close);
    expect(screen.queryByText('How we keep your information.')).not.toBeInTheDocument();
  });

  it('signs by typing the name, says so, and shows the consent signed with the lists read again (CONSENT-3)', async () => {
    const user = userEvent.setup();
    let signed = false;
    const mine = signature({ title: 'Notice of privacy practices', method: 'typed', version: 2 });
    const api = show({
      consents: () => ({ body: { time_zone: 'UTC', consents: [signed ? { ...privacy, signature: mine, signed_earlier_version: false } : privacy] } }),
      signatures: () => ({ body: { signatures: signed ? [mine] : [] } }),
      sign: () => {
        signed = true;
        return { status: 201, body: { message: 'Thank you for signing.', signature: mine } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Read and sign ?Notice of privacy practices/ }, { timeout: 10_000 }));
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Maria Lopez');
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    const toSign = screen.getByRole('list', { name: 'To sign' });
    expect(await within(toSign).findByRole('button', { name: /Download PDF ?of Notice of privacy practices/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thank you for signing.' }));
    expect(screen.queryByText('Not signed yet')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Signed consents' })).getByRole('listitem')).toHaveTextContent('Notice of privacy practices (version 2)');
    expect(api.calls('POST', `/api/consents/${privacy.id}/signatures`).map((request) => request.body)).toEqual([
      { method: 'typed', typedName: 'Maria Lopez', versionId: privacy.current.id },
    ]);
  });

  it('says when there is nothing to sign and nothing signed', async () => {
    show({ consents: { body: { time_zone: 'UTC', consents: [] } }, signatures: { body: { signatures: [] } } });
    expect(await screen.findByText('The clinic has no consents for you to sign.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('You have not signed any consent yet.')).toBeInTheDocument();
  });

  it('says why a PDF could not be downloaded, under its button (CONSENT-6)', async () => {
    const user = userEvent.setup();
    show({
      consents: { body: { time_zone: 'UTC', consents: [consent({ signature: signature() })] } },
      signatures: { body: { signatures: [] } },
      pdf: apiError(404, 'NOT_FOUND', 'This signed consent was not found.'),
    });
    await user.click(await screen.findByRole('button', { name: /Download PDF ?of Consent to treatment/ }, { timeout: 10_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This signed consent was not found.');
  });

  it('says when the consents could not be loaded', async () => {
    show({ consents: apiError(500, 'INTERNAL', 'Something went wrong on our side.'), signatures: { body: { signatures: [] } } });
    expect(await screen.findByText(/Something went wrong on our side\./, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
