import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doctorPerson, staffPerson, threadSummary } from '../../test/threads';
import { ThreadFacts } from './ThreadFacts';

// MSG-UI-1, MSG-UI-2: the facts of a thread, as the list and the thread's header show them: the
// clinic sees the patient, who has it and when an answer is due; the patient sees who answered.

const thread = threadSummary({
  appointment: { id: '6f7a8b92-0000-4000-8000-000000000001', date: '2030-03-13', time: '14:30', timeZone: 'America/New_York' },
  assignee: { ...staffPerson, role: 'staff' },
  answered_by: { ...doctorPerson, role: 'doctor' },
  answer_due_at: '2030-03-12T15:00:00.000Z',
});

/** Each fact as 'label: value', in order. */
function facts(): string[] {
  return screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`);
}

describe('a thread’s facts', () => {
  it('shows the clinic the patient, the doctor, the visit on the clinic’s clock, who has it and when an answer is due', () => {
    render(<ThreadFacts thread={thread} clinic answeredBy={false} className="mt-2" />);
    const shown = facts();
    expect(shown[0]).toBe('Patient: Maria Lopez');
    expect(shown[1]).toBe('Doctor: Maya Patel');
    expect(shown[2]).toMatch(/^About the visit on: Mar 13, 2030, 2:30\sPM/);
    expect(shown[3]).toBe('Assigned to: Sam Reed (Clinic staff)');
    expect(shown[4]).toMatch(/^Answer due: /);
    expect(shown).toHaveLength(5);
  });

  it('shows the patient the doctor, the visit and who answered, never the clinic’s own facts', () => {
    render(<ThreadFacts thread={thread} clinic={false} answeredBy className="mt-2" />);
    const shown = facts();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toBe('Doctor: Maya Patel');
    expect(shown[2]).toBe('Answered by: Maya Patel (Doctor)');
    expect(screen.queryByText('Patient:')).toBeNull();
  });
});
