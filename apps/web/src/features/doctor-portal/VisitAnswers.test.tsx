import { phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import { PHQ9_ITEM9_FLAG, PHQ9_SOURCE } from '@clinvia/contracts/questionnaire-scoring';
import type { AppointmentAnswers } from '@clinvia/contracts/questionnaires';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { VisitAnswers } from './VisitAnswers';

// INTAKE-15, INTAKE-16: the doctor reads a visit's answers on one screen: the score and its band,
// the flag in words, and what changed since the previous visit.

const id = '00000000-0000-4000-8000-000000000009';
const answer = (linkId: string, code: string, display: string) => ({ linkId, answer: [{ valueCoding: { system: 'http://loinc.org', code, display } }] });

const answers: AppointmentAnswers = {
  appointment_id: id,
  patient: { id: '00000000-0000-4000-8000-000000000001', name: 'Alex Morgan' },
  questionnaires: [
    {
      questionnaire_id: '00000000-0000-4000-8000-000000000002',
      title: phq9Questionnaire.title,
      version: 1,
      status: 'completed',
      completed_at: '2026-11-29T10:00:00.000Z',
      questionnaire: phq9Questionnaire,
      response: { resourceType: 'QuestionnaireResponse', questionnaire: 'x|1', status: 'completed', item: [answer('phq-9-1', 'LA6571-9', 'Nearly every day'), answer('phq-9-9', 'LA6569-3', 'Several days')] },
      score: { instrument: 'PHQ-9', score: 14, band: 'Moderate', flags: [{ linkId: 'phq-9-9', message: PHQ9_ITEM9_FLAG }], source: PHQ9_SOURCE },
      previous: {
        completed_at: '2026-10-01T10:00:00.000Z',
        appointment_date: '2026-10-01',
        score: { instrument: 'PHQ-9', score: 2, band: 'Minimal', flags: [], source: PHQ9_SOURCE },
        changes: [{ linkId: 'phq-9-1', text: 'Little interest or pleasure in doing things', before: ['Several days'], after: ['Nearly every day'] }],
      },
    },
  ],
};

function renderAnswers() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <VisitAnswers appointmentId={id} />
    </QueryClientProvider>,
  );
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
