import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../lib/i18n/i18n';
import { recordVisitId, visitSummary } from '../test/fixtures';
import { browserInZone } from '../test/zone';
import { VisitSummaryView } from './VisitSummaryView';

// SUMMARY-5: a signed visit summary as the patient reads it: its parts in order, the medication
// changes by kind, what it says when a part is empty, the follow-up, who signed it and when, and
// its addenda; times on the clock of the visit's place, named when the reader's clock differs (TIME-5).

const signed = visitSummary(recordVisitId, {
  status: 'signed',
  assessment: 'Viral bronchitis',
  plan: 'Rest and fluids.\nCome back if the fever returns.',
  medications_started: ['Benzonatate 100 mg three times a day', 'Honey tea'],
  medications_stopped: ['Lisinopril 10 mg'],
  instructions: 'Drink plenty of water.',
  follow_up: { value: 2, unit: 'weeks', date: '2026-12-12' },
  signed_at: '2026-11-28T16:00:00.000Z',
  doctor: { id: '00000000-0000-4000-8000-000000000003', name: 'Maya Patel', specialization: 'Pulmonology' },
  addenda: [
    { id: 'a-1', text: 'Chest X-ray was clear.', created_at: '2026-11-30T14:30:00.000Z', author: { id: '00000000-0000-4000-8000-000000000003', name: 'Maya Patel' } },
    { id: 'a-2', text: 'Stop the honey tea.', created_at: '2026-12-01T20:05:00.000Z', author: { id: '00000000-0000-4000-8000-000000000004', name: 'Dana Doc' } },
  ],
});

/** The summary's parts, title to text. */
function parts(): Record<string, string> {
  const list = within(screen.getByTestId('visit-summary')).getAllByRole('term');
  return Object.fromEntries(list.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('a visit summary as the patient reads it (SUMMARY-5)', () => {
  it('shows every part in order, the medications by kind, the follow-up with its date, and who signed it when', () => {
    browserInZone('America/New_York');
    render(<VisitSummaryView summary={signed} />);
    expect(parts()).toEqual({
      'Reason for the visit': 'Cough',
      Assessment: 'Viral bronchitis',
      Plan: 'Rest and fluids.\nCome back if the fever returns.',
      // Only the kinds with changes; each kind's items in one line.
      'Medication changes': 'Started: Benzonatate 100 mg three times a day; Honey teaStopped: Lisinopril 10 mg',
      Instructions: 'Drink plenty of water.',
      'Follow-up': 'In 2 weeks, around Saturday, December 12, 2026',
    });
    expect(screen.getByText('Signed by Dr. Maya Patel on Nov 28, 2026 at 11:00 AM')).toBeInTheDocument();
  });

  it('lists the addenda oldest first, each with its author and the time on the visit’s clock', () => {
    browserInZone('America/New_York');
    render(<VisitSummaryView summary={signed} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Addenda' })).toBeInTheDocument();
    const addenda = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(addenda.map((item) => item.textContent)).toEqual([
      'Chest X-ray was clear.Dr. Maya Patel, Nov 30, 2026 at 9:30 AM',
      // 20:05 UTC on Dec 1 is 3:05 PM in New York, still Dec 1.
      'Stop the honey tea.Dr. Dana Doc, Dec 1, 2026 at 3:05 PM',
    ]);
  });

  it('names the visit’s time zone to a reader whose clock reads otherwise', () => {
    browserInZone('America/Los_Angeles');
    render(<VisitSummaryView summary={signed} />);
    expect(screen.getByText('Signed by Dr. Maya Patel on Nov 28, 2026 at 11:00 AM Eastern time')).toBeInTheDocument();
    // The addenda too.
    expect(screen.getByText('Dr. Dana Doc, Dec 1, 2026 at 3:05 PM Eastern time')).toBeInTheDocument();
  });

  it('says there is no change to the medications and no instruction, and shows no follow-up, signature or addenda a draft lacks', () => {
    render(<VisitSummaryView summary={visitSummary(recordVisitId)} />);
    const shown = parts();
    expect(shown['Medication changes']).toBe('No changes to your medications.');
    expect(shown.Instructions).toBe('No further instructions.');
    expect(Object.keys(shown)).not.toContain('Follow-up');
    expect(screen.queryByText(/^Signed by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Addenda' })).not.toBeInTheDocument();
  });

  it('says a single unit in the singular, and the summary’s words in Spanish on a Spanish page (I18N-1, I18N-4)', async () => {
    browserInZone('America/New_York');
    const { rerender } = render(<VisitSummaryView summary={{ ...signed, follow_up: { value: 1, unit: 'months', date: '2026-12-28' } }} />);
    expect(parts()['Follow-up']).toBe('In 1 month, around Monday, December 28, 2026');
    await act(() => switchLanguage('es'));
    rerender(<VisitSummaryView summary={{ ...signed, follow_up: { value: 1, unit: 'months', date: '2026-12-28' } }} />);
    const shown = parts();
    expect(shown['Cambios en los medicamentos']).toBe('Iniciados: Benzonatate 100 mg three times a day; Honey teaSuspendidos: Lisinopril 10 mg');
    expect(shown.Seguimiento).toBe('En 1 mes, alrededor del lunes, 28 de diciembre de 2026');
    expect(screen.getByText(/^Firmado por Dr\. Maya Patel el 28 nov 2026 a las 11:00/)).toBeInTheDocument();
  });
});
