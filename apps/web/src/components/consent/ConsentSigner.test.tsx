import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { ConsentSigner } from './ConsentSigner';

// CONSENT-3, CONSENT-8: the signing piece, by keyboard and with the server's per-field messages.

const consent = {
  id: '11111111-1111-4111-8111-111111111111',
  current: { id: '22222222-2222-4222-8222-222222222222', version: 2, title: 'Consent to treatment', body: 'I agree to be treated.\n\n<b>Not bold</b>', created_at: '2026-11-01T10:00:00.000Z' },
};
const url = `/api/consents/${consent.id}/signatures`;

const signature = {
  id: '33333333-3333-4333-8333-333333333333',
  consent_id: consent.id,
  title: consent.current.title,
  version: 2,
  version_id: consent.current.id,
  method: 'typed',
  signed_name: 'Alex Morgan',
  signed_at: '2026-11-29T08:05:00.000Z',
  content_sha256: 'a'.repeat(64),
  appointment_id: null,
  pdf: { size: 2048, sha256: 'b'.repeat(64) },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConsentSigner', () => {
  it('shows the text as text, never as HTML', () => {
    fakeApi({});
    render(<ConsentSigner consent={consent} onSigned={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Consent to treatment' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Text of Consent to treatment' })).toHaveTextContent('<b>Not bold</b>');
  });

  it('signs by typing the name, by keyboard alone', async () => {
    const api = fakeApi({ [`POST ${url}`]: { status: 201, body: { message: 'Thank you.', signature } } });
    const onSigned = vi.fn();
    const user = userEvent.setup();
    render(<ConsentSigner consent={consent} appointmentId="44444444-4444-4444-8444-444444444444" onSigned={onSigned} />);
    // Tab to the text, then to the choice of method; the arrow key moves to 'Type your name'.
    await user.tab();
    expect(screen.getByRole('region', { name: 'Text of Consent to treatment' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Draw your signature' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Type your name' })).toBeChecked();
    await user.tab();
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    expect(name).toHaveFocus();
    await user.keyboard('Alex Morgan{Enter}');
    await waitFor(() => {
      expect(onSigned).toHaveBeenCalledWith({ message: 'Thank you.', signature });
    });
    expect(api.calls('POST', url).map((request) => request.body)).toEqual([
      { method: 'typed', typedName: 'Alex Morgan', versionId: consent.current.id, appointmentId: '44444444-4444-4444-8444-444444444444' },
    ]);
  });

  it('puts the server’s message under the name field, tied to it, and keeps the typing', async () => {
    fakeApi({ [`POST ${url}`]: apiError(400, 'validation_error', 'Type your name as it is on your account: Alex Morgan', { typedName: 'Type your name as it is on your account: Alex Morgan' }) });
    const user = userEvent.setup();
    render(<ConsentSigner consent={consent} onSigned={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Olive Other');
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    await waitFor(() => {
      expect(name).toHaveAttribute('aria-invalid', 'true');
    });
    expect(name).toHaveAccessibleDescription('Type your name as it is on your account: Alex Morgan');
    expect(name).toHaveValue('Olive Other');
  });

  it('asks for a name or a drawing before sending anything', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render(<ConsentSigner consent={consent} onSigned={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    expect(screen.getByRole('img', { name: /Signature pad/ })).toHaveAccessibleDescription('The signature box is empty. Draw your signature, or type your name instead.');
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.click(screen.getByRole('button', { name: 'Sign consent' }));
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveAccessibleDescription('Type your full name to sign');
    expect(api.sent).toEqual([]);
  });
});
