import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { patientAppointment } from '../../test/fixtures';
import { AppointmentCard } from './AppointmentCard';

// SUMMARY-5, SUMMARY-6: the signed summary on the visit's entry, its addenda, times on the
// visit's clock, and 'Book follow-up' into that doctor's wizard at the follow-up's day.

const appointment = patientAppointment({ status: 'completed' });

function summaryOf(overrides: Partial<VisitSummary> = {}): VisitSummary {
  return {
    id: '0b6f0f49-8a51-4a4c-9d6e-3a2f4e0f1a11',
    appointment_id: appointment.id,
    status: 'signed',
    reason: 'Blood pressure check',
    assessment: 'Blood pressure well controlled',
    plan: 'Keep the current dose; home readings weekly',
    medications_started: [],
    medications_changed: ['Amlodipine 10 mg → 5 mg'],
    medications_stopped: ['Hydrochlorothiazide'],
    instructions: 'Walk 30 minutes a day.',
    follow_up: { value: 2, unit: 'weeks', date: '2030-03-26' },
    updated_at: '2030-03-12T16:00:00.000Z',
    signed_at: '2030-03-12T16:00:00.000Z',
    doctor: { id: 'd0c70000-0000-4000-8000-000000000001', name: 'Maya Patel', specialization: 'Cardiology' },
    visit_date: '2030-03-12',
    visit_time: '10:30',
    time_zone: 'America/Denver',
    addenda: [{ id: '5d1f8a8e-1b7c-4c1e-9a53-2f3f0f1b9a10', text: 'Lab results normal.', created_at: '2030-03-13T15:30:00.000Z', author: { id: 'd0c70000-0000-4000-8000-000000000001', name: 'Maya Patel' } }],
    ...overrides,
  };
}

function renderCard(summary: VisitSummary | undefined, open = false) {
  render(
    <MemoryRouter>
      <ul>
        <AppointmentCard appointment={appointment} summary={summary} summaryOpen={open} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('listitem', { name: 'Dr. Maya Patel' });
}

describe('a visit summary on /appointments (SUMMARY-5, SUMMARY-6)', () => {
  it('folds the signed summary under the visit and opens it, with its parts and addenda on the visit’s clock', async () => {
    const card = renderCard(summaryOf());
    const section = within(card).getByTestId('summary-section');
    expect(section).not.toHaveAttribute('open');
    expect(section).toHaveTextContent('Visit summary');
    expect(section).toHaveTextContent('1 addendum');
    await userEvent.click(within(section).getByText('Visit summary'));
    expect(section).toHaveAttribute('open');
    const view = within(section).getByTestId('visit-summary');
    expect(view).toHaveTextContent('Assessment');
    expect(view).toHaveTextContent('Blood pressure well controlled');
    expect(view).toHaveTextContent('Changed: Amlodipine 10 mg → 5 mg');
    expect(view).toHaveTextContent('Stopped: Hydrochlorothiazide');
    expect(view).not.toHaveTextContent('Started:');
    expect(view).toHaveTextContent('Walk 30 minutes a day.');
    // 16:00 UTC is 10:00 AM in Denver (MDT since March 10); the zone is named, the test's clock being elsewhere.
    expect(view).toHaveTextContent(/Signed by Dr\. Maya Patel on Mar 12, 2030 at 10:00 AM( Mountain time)?Addenda/);
    expect(view).toHaveTextContent('Lab results normal.');
    expect(view).toHaveTextContent(/Dr\. Maya Patel, Mar 13, 2030 at 9:30 AM( Mountain time)?/);
  });

  it('offers Book follow-up into that doctor’s wizard at the follow-up’s day', () => {
    const card = renderCard(summaryOf(), true);
    expect(within(card).getByTestId('summary-section')).toHaveAttribute('open');
    expect(card).toHaveTextContent('Dr. Maya Patel asked to see you again around Tuesday, March 26, 2030.');
    expect(within(card).getByRole('link', { name: 'Book follow-up' })).toHaveAttribute('href', '/appointment/d0c70000-0000-4000-8000-000000000001?from=2030-03-26');
  });

  it('shows no follow-up button without a follow-up, and no section without a summary', () => {
    const card = renderCard(summaryOf({ follow_up: null, addenda: [] }), true);
    expect(within(card).queryByRole('link', { name: 'Book follow-up' })).toBeNull();
    expect(card).not.toHaveTextContent('addend');
  });

  it('has no summary section for a visit without one', () => {
    const card = renderCard(undefined);
    expect(within(card).queryByTestId('summary-section')).toBeNull();
  });
});
