import { PHQ9_ITEM9_FLAG } from '@clinvia/contracts/questionnaire-scoring';
import type { AppointmentAnswers } from '@clinvia/contracts/questionnaires';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { completedPhq9 } from '../../test/fixtures';
import { VisitAnswers } from './VisitAnswers';
import { renderWithQueries } from '../../test/queries';

// INTAKE-15, INTAKE-16: the doctor reads a visit's answers on one screen: the score and its band,
// the flag in words, and what changed since the previous visit.

const id = '00000000-0000-4000-8000-000000000009';
const answer = (linkId: string, code: string, display: string) => ({ linkId, answer: [{ valueCoding: { system: 'http://loinc.org', code, display } }] });

const answers: AppointmentAnswers = {
  appointment_id: id,
  patient: { id: '00000000-0000-4000-8000-000000000001', name: 'Alex Morgan' },
  questionnaires: [completedPhq9([answer('phq-9-1', 'LA6571-9', 'Nearly every day'), answer('phq-9-9', 'LA6569-3', 'Several days')], ['Several days'])],
};

function renderAnswers() {
  renderWithQueries(<VisitAnswers appointmentId={id} />);
}

describe('the visit’s answers in the doctor portal', () => {
  it('shows the score, the flag and what changed since the previous visit', async () => {
    fakeApi({ [`GET /api/doctors/appointments/${id}/answers`]: { body: answers } });
    renderAnswers();
    expect(await screen.findByText(PHQ9_ITEM9_FLAG, { exact: false })).toBeVisible();
    expect(screen.getByText('Previous: 2 (Minimal), visit of Oct 1, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Changed since the visit of Oct 1, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Before: Several days → Now: Nearly every day')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
  });

  it('says when the patient has answered nothing for the visit', async () => {
    fakeApi({ [`GET /api/doctors/appointments/${id}/answers`]: { body: { ...answers, questionnaires: [] } } });
    renderAnswers();
    expect(await screen.findByText('The patient has not answered any questionnaire for this visit.')).toBeInTheDocument();
  });
});
