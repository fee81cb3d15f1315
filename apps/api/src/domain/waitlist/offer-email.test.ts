import { describe, expect, it } from 'vitest';
import { offerEmail, type OfferEmailView } from './offer-email';

// WAIT-2 and I18N-10: a waitlist offer's e-mail in the patient's language: the same instant and
// links in both, the clinic's wall clock and zone in words, every value escaped in the HTML.

const view: OfferEmailView = {
  patientName: 'Lucía <Fernández>',
  doctorName: 'Maya Patel',
  specialization: 'Cardiology',
  date: '2026-12-04',
  time: '13:00',
  // 12:15 in New York (UTC-05:00 in December).
  expiresAt: new Date('2026-12-03T17:15:00Z'),
  clinicTimeZone: 'America/New_York',
  links: { book: 'https://clinvia.test/offer#book', decline: 'https://clinvia.test/offer#decline' },
  appUrl: 'https://clinvia.test',
};

describe('the waitlist offer e-mail (WAIT-2, I18N-10)', () => {
  it('is written in English by default', () => {
    const email = offerEmail(view);
    expect(email.subject).toBe('A time opened: Dr. Maya Patel, 2026-12-04');
    expect(email.text).toContain('When: Friday, December 4, 2026 at 1:00 PM Eastern time (America/New_York, UTC-05:00)');
    expect(email.text).toContain('We are holding it for you until 12:15 PM Eastern time.');
    expect(email.text).toContain('Book this slot: https://clinvia.test/offer#book');
  });

  it('is written in Spanish for a patient who reads Spanish, the same instant and links', () => {
    const email = offerEmail({ ...view, language: 'es' });
    expect(email.subject).toBe('Se liberó un horario: Dr. Maya Patel, 2026-12-04');
    expect(email.text).toMatch(/^Hola, Lucía <Fernández>:/);
    expect(email.text).toContain('Cuándo: viernes, 4 de diciembre de 2026, a la 1:00 p.m. hora oriental (America/New_York, UTC-05:00)');
    expect(email.text).toContain('Se lo reservamos hasta las 12:15 p.m. hora oriental.');
    expect(email.text).toContain('Programar este horario: https://clinvia.test/offer#book');
    expect(email.text).toContain('No, gracias: https://clinvia.test/offer#decline');
    expect(email.text).not.toMatch(/When:|Dear|Book this slot|holding/);
    expect(email.html).toContain('Hola, Lucía &lt;Fernández&gt;:');
    expect(email.html).not.toContain('<Fernández>');
  });
});
