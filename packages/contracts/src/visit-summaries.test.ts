import { describe, expect, it } from 'vitest';
import { followUpDate, signSummarySchema, summaryDraftSchema, summaryMessages } from './visit-summaries';

describe('followUpDate (SUMMARY-6)', () => {
  it('adds days, weeks and months to the visit date', () => {
    expect(followUpDate('2026-11-20', { value: 10, unit: 'days' })).toBe('2026-11-30');
    expect(followUpDate('2026-11-20', { value: 2, unit: 'weeks' })).toBe('2026-12-04');
    expect(followUpDate('2026-11-20', { value: 3, unit: 'months' })).toBe('2027-02-20');
    expect(followUpDate('2027-01-31', { value: 1, unit: 'months' })).toBe('2027-02-28');
    expect(followUpDate('2028-01-31', { value: 1, unit: 'months' })).toBe('2028-02-29');
  });
});

describe('summary schemas (SUMMARY-1, SUMMARY-2)', () => {
  it('keeps an empty draft and drops blank medication lines', () => {
    expect(summaryDraftSchema.parse({ medications_started: ['  Ibuprofen 200 mg ', ' '] })).toMatchObject({ reason: '', medications_started: ['Ibuprofen 200 mg'], follow_up: null });
  });

  it('asks for the reason, the assessment and the plan before signing, each with its message', () => {
    const result = signSummarySchema.safeParse({ reason: ' ', follow_up: { value: 0, unit: 'years' } });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({ 'follow_up.value': summaryMessages.followUpValue, 'follow_up.unit': summaryMessages.followUpUnit });
    const missing = signSummarySchema.safeParse({});
    expect(Object.fromEntries((missing.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      reason: summaryMessages.reasonRequired,
      assessment: summaryMessages.assessmentRequired,
      plan: summaryMessages.planRequired,
    });
  });
});
