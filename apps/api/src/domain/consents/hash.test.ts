import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalSignedContent, signedContentSha256, type SignedContent } from './hash';

const content: SignedContent = {
  consentId: '11111111-1111-4111-8111-111111111111',
  consentVersionId: '22222222-2222-4222-8222-222222222222',
  version: 3,
  title: 'Consent to treatment',
  body: 'I agree.\n\nI may withdraw “at any time”.',
  patientId: '33333333-3333-4333-8333-333333333333',
  signerName: 'Alex Morgan',
  method: 'typed',
  imageSha256: null,
  signedAt: new Date('2026-11-29T08:05:00.123Z'),
  timeZone: 'America/Denver',
  appointmentId: null,
};

describe('the signed content and its hash (CONSENT-4)', () => {
  it('is canonical JSON: keys in code-point order, no whitespace, UTC milliseconds', () => {
    expect(canonicalSignedContent(content)).toBe(
      '{"appointment_id":null,"body":"I agree.\\n\\nI may withdraw “at any time”.","consent_id":"11111111-1111-4111-8111-111111111111",' +
        '"consent_version_id":"22222222-2222-4222-8222-222222222222","format":"clinvia-consent-signature/1","image_sha256":null,"method":"typed",' +
        '"patient_id":"33333333-3333-4333-8333-333333333333","signed_at":"2026-11-29T08:05:00.123Z","signer_name":"Alex Morgan",' +
        '"time_zone":"America/Denver","title":"Consent to treatment","version":3}',
    );
  });

  it('is the hex SHA-256 of that JSON’s UTF-8 bytes', () => {
    const expected = createHash('sha256').update(Buffer.from(canonicalSignedContent(content), 'utf8')).digest('hex');
    expect(signedContentSha256(content)).toBe(expected);
    expect(signedContentSha256(content)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order the fields were given in', () => {
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as unknown as SignedContent;
    expect(signedContentSha256(reordered)).toBe(signedContentSha256(content));
  });

  it('changes with every signed field: the text, the signer, the time, the drawing', () => {
    const base = signedContentSha256(content);
    const changes: Partial<SignedContent>[] = [
      { body: `${content.body} ` },
      { title: 'Consent to treatment.' },
      { version: 4 },
      { consentVersionId: '44444444-4444-4444-8444-444444444444' },
      { patientId: '55555555-5555-4555-8555-555555555555' },
      { signerName: 'Alex  Morgan' },
      { signedAt: new Date('2026-11-29T08:05:00.124Z') },
      { method: 'drawn', imageSha256: 'a'.repeat(64) },
      { timeZone: 'America/New_York' },
      { appointmentId: '66666666-6666-4666-8666-666666666666' },
    ];
    const hashes = changes.map((change) => signedContentSha256({ ...content, ...change }));
    expect(new Set([base, ...hashes]).size).toBe(changes.length + 1);
  });
});
