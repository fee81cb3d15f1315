import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions';

describe('auditActionLabel (STAFF-17)', () => {
  it('names the recorded actions in words', () => {
    expect(auditActionLabel('patient.profile.read')).toBe('Patient profile viewed');
    expect(auditActionLabel('session.login_failed')).toBe('Sign-in failed');
    expect(auditActionLabel('staff.member.make_administrator')).toBe('Made a staff administrator');
  });

  it('reads a code without a label as its parts, never as nothing', () => {
    expect(auditActionLabel('billing.invoice_sent')).toBe('Billing: invoice sent');
    expect(auditActionLabel('export')).toBe('Export');
  });
});
