import type { TimeOffCalendar } from '@clinvia/contracts/doctor-portal';
import { phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import { PHQ9_ITEM9_FLAG, PHQ9_SOURCE } from '@clinvia/contracts/questionnaire-scoring';
import type { AppointmentAnswers } from '@clinvia/contracts/questionnaires';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import type { DoctorVisitTypes } from '@clinvia/contracts/visit-types';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/api';
import { completedPhq9, visitSummary } from '../../test/fixtures';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { TimeOffCard } from './TimeOffCard';
import { VisitAnswers } from './VisitAnswers';
import { VisitSummaryEditor } from './VisitSummaryEditor';
import { VisitTypesCard } from './VisitTypesCard';
import { renderWithQueries } from '../../test/queries';

// I18N-8: the doctor portal's cards beyond the dashboard's first view in the pseudo-language: time
// off, the visit types card with the shared editor ('bookingKit'), and the drawer's answers and
// summary editor, each with the messages its actions show; no word that did not come through a
// catalogue (the data, and the dates and times lib/ writes, aside). I18N-4: in Spanish the dates
// are Intl's and the visit types are named as the booking wizard names them.

const appointmentId = '00000000-0000-4000-8000-000000000009';
const summaryPath = `/api/doctors/appointments/${appointmentId}/summary`;

/** Data, longest first: a shorter piece taken out first would leave the rest of a longer one. */
const longestFirst = (texts: string[]) => [...texts].sort((a, b) => b.length - a.length);

/** What lib/ writes in English whatever the language of the page (the pseudo-language reads as English there). */
const clockAndCalendar = longestFirst(['AM', 'PM', 'Mon', 'Tue', 'Monday', 'Tuesday', 'Mar', 'March', 'Oct', 'Nov']);

const slot = (time: string, state: Partial<{ blocked: boolean; booked: boolean; past: boolean }> = {}) => ({ time, blocked: false, booked: false, past: false, ...state });
const calendar: TimeOffCalendar = {
  clinicTimeZone: 'America/New_York',
  today: '2030-03-11',
  days: [
    { date: '2030-03-11', day_off: false, slots: [slot('09:00', { past: true }), slot('10:00'), slot('11:00', { booked: true }), slot('14:00', { blocked: true })] },
    { date: '2030-03-12', day_off: true, slots: [slot('09:00', { blocked: true })] },
  ],
};

const answers: AppointmentAnswers = {
  appointment_id: appointmentId,
  patient: { id: '00000000-0000-4000-8000-000000000001', name: 'Alex Morgan' },
  questionnaires: [
    completedPhq9(),
    {
      questionnaire_id: '00000000-0000-4000-8000-000000000003',
      title: phq9Questionnaire.title,
      version: 1,
      status: 'in-progress',
      completed_at: null,
      questionnaire: phq9Questionnaire,
      response: { resourceType: 'QuestionnaireResponse', questionnaire: 'x|1', status: 'in-progress', item: [] },
      score: null,
      previous: { completed_at: '2026-10-01T10:00:00.000Z', appointment_date: '2026-10-01', score: null, changes: [] },
    },
  ],
};

const draft = (overrides: Partial<VisitSummary> = {}) => visitSummary(appointmentId, overrides);

const visitTypes: DoctorVisitTypes = {
  doctorId: 'd1',
  source: 'specialization',
  slotMinutes: 45,
  types: [
    { type: 'New Patient Visit', slots: 2, minutes: 90 },
    { type: 'Follow-up', slots: 1, minutes: 45 },
  ],
};

function renderPart(part: ReactNode) {
  const { container } = renderWithQueries(part);
  return { container, user: userEvent.setup({ delay: null }) };
}

afterEach(async () => {
  await switchLanguage('en');
});

describe('the doctor portal’s cards in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows time off, a day blocked and a time opened again with no untranslated text', async () => {
    fakeApi({ 'GET /api/doctors/me/time-off': { body: calendar }, 'POST /api/doctors/me/time-off': { body: calendar }, 'DELETE /api/doctors/me/time-off': { body: calendar } });
    await inPseudoLanguage();
    const t = i18next.getFixedT(null, 'doctorPortal');
    const { container, user } = renderPart(<TimeOffCard />);
    const times = await screen.findByRole('list', { name: t('timeOff.timesOn', { day: 'Monday, March 11, 2030' }) });
    await user.click(screen.getByRole('button', { name: t('timeOff.blockDay') }));
    expect(await screen.findByText(t('timeOff.dayBlocked', { day: 'Monday, March 11, 2030' }))).toBeInTheDocument();
    expect(untranslated(readable(container), clockAndCalendar)).toEqual([]);
    await user.click(within(times).getByRole('button', { name: /2:00 PM/ }));
    expect(await screen.findByText(t('timeOff.timeOpened', { time: '2:00 PM', day: 'Monday, March 11, 2030' }))).toBeInTheDocument();
    expect(untranslated(readable(container), clockAndCalendar)).toEqual([]);
  });

  it('shows the visit types card and the editor’s refusal of an empty list with no untranslated text', async () => {
    fakeApi({ 'GET /api/doctors/me/visit-types': { body: visitTypes } });
    await inPseudoLanguage();
    const t = i18next.getFixedT(null, 'bookingKit');
    const { container, user } = renderPart(<VisitTypesCard />);
    for (const type of ['New Patient Visit', 'Follow-up'] as const) await user.click(await screen.findByRole('checkbox', { name: t(`details.types.${type}`) }));
    await user.click(screen.getByRole('button', { name: t('visitTypes.save') }));
    expect(await screen.findByText(t('visitTypes.noneChosen'))).toBeInTheDocument();
    expect(untranslated(readable(container))).toEqual([]);
  });

  it('shows the visit’s answers, finished and not, with no untranslated text', async () => {
    fakeApi({ [`GET /api/doctors/appointments/${appointmentId}/answers`]: { body: answers } });
    await inPseudoLanguage();
    const { container } = renderPart(<VisitAnswers appointmentId={appointmentId} />);
    await screen.findAllByText(PHQ9_ITEM9_FLAG, { exact: false });
    const questionnaire = [phq9Questionnaire.title, ...phq9Questionnaire.item.map((item) => item.text ?? '')];
    const data = longestFirst([...questionnaire, 'PHQ-9', 'Moderate', 'Minimal', PHQ9_SOURCE, PHQ9_ITEM9_FLAG, 'Little interest or pleasure in doing things', 'Nearly every day', ...clockAndCalendar]);
    expect(untranslated(readable(container), data)).toEqual([]);
  });

  it('shows the summary’s draft form, its saved time and its confirmation, then the addendum form, with no untranslated text', async () => {
    fakeApi({
      [`GET ${summaryPath}`]: { body: { appointment_id: appointmentId, appointment_status: 'completed', summary: draft() } },
      [`PUT ${summaryPath}`]: { body: { message: 'Draft saved.', summary: draft({ assessment: 'Bronchitis', updated_at: '2026-11-29T10:05:00.000Z' }) } },
    });
    await inPseudoLanguage();
    const t = i18next.getFixedT(null, 'doctorPortal');
    const { container, user } = renderPart(<VisitSummaryEditor appointmentId={appointmentId} status="completed" />);
    await user.type(await screen.findByLabelText(t('summary.assessment')), 'Bronchitis');
    await user.tab();
    await screen.findByText(/^⟦Dráft šávéd/);
    await user.click(screen.getByRole('button', { name: t('summary.sign') }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(t('summary.signConfirm'));
    expect(untranslated(readable(container), ['Cough', 'Bronchitis', ...clockAndCalendar])).toEqual([]);
  });

  it('says a summary is written once the visit is completed, with no untranslated text', async () => {
    fakeApi({});
    await inPseudoLanguage();
    const { container } = renderPart(<VisitSummaryEditor appointmentId={appointmentId} status="confirmed" />);
    expect(container.textContent).toMatch(/⟦/);
    expect(untranslated(readable(container))).toEqual([]);
  });
});

describe('the doctor portal’s cards in Spanish (I18N-4)', { timeout: 30_000 }, () => {
  it('writes time off’s dates through Intl and names the visit types as the wizard does', async () => {
    fakeApi({ 'GET /api/doctors/me/time-off': { body: calendar }, 'GET /api/doctors/me/visit-types': { body: visitTypes } });
    await act(() => switchLanguage('es'));
    renderPart(
      <>
        <TimeOffCard />
        <VisitTypesCard />
      </>,
    );
    expect(await screen.findByRole('list', { name: 'Horarios del lunes, 11 de marzo de 2030' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mi horario' })).toHaveAttribute('href', '/doctor-portal/hours');
    expect(await screen.findByRole('checkbox', { name: 'Consulta de paciente nuevo' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Duración de Consulta de paciente nuevo' })).toHaveValue('2');
    expect(screen.getAllByRole('option', { name: '2 espacios (90 min)' })).toHaveLength(4);
  });
});
