import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import type { QuestionnaireDetail, QuestionnaireSummary } from '@clinvia/contracts/questionnaires';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import QuestionnairesSection from './QuestionnairesSection';
import { renderWithQueries } from '../../../test/queries';

// INTAKE-11 to INTAKE-13: /staff/questionnaires lists the clinic's questionnaires with where each
// is asked; one questionnaire's page retires it once staff confirm.

const dialogs = vi.hoisted(() => ({ confirm: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: vi.fn(), confirmDialog: dialogs.confirm }));

const id = '00000000-0000-4000-8000-000000000001';

const summary = (overrides: Partial<QuestionnaireSummary>): QuestionnaireSummary => ({
  id,
  title: 'Smoking',
  status: 'active',
  version: 2,
  updated_at: '2030-03-01T09:00:00.000Z',
  item_count: 1,
  assignments: { all_visits: false, appointment_types: ['Follow-up'], specializations: ['Cardiology'] },
  response_count: 14,
  ...overrides,
});

const smoking: Questionnaire = {
  resourceType: 'Questionnaire',
  url: 'urn:uuid:q-1',
  version: '2',
  title: 'Smoking',
  status: 'active',
  item: [{ linkId: 'smoking', text: 'Do you smoke?', type: 'boolean' }],
};

const detail = (status: 'active' | 'retired'): QuestionnaireDetail => ({
  id,
  title: 'Smoking',
  status,
  version: 2,
  questionnaire: { ...smoking, status },
  assignments: { all_visits: true, appointment_types: [], specializations: [] },
  versions: [{ version: 2, created_at: '2030-03-01T09:00:00.000Z' }],
});

function renderSection(path: string) {
  renderWithQueries(<QuestionnairesSection />, { path, route: '/staff/questionnaires/*' });
}

describe('the questionnaires list (INTAKE-11)', { timeout: 20_000 }, () => {
  it('shows each questionnaire with its version, where it is asked, its answers and a link to edit it', async () => {
    fakeApi({
      'GET /api/staff/questionnaires': {
        body: {
          questionnaires: [
            summary({}),
            summary({ id: '00000000-0000-4000-8000-000000000002', title: 'Allergies', status: 'retired', version: 1, assignments: { all_visits: false, appointment_types: [], specializations: [] }, response_count: 0 }),
          ],
        },
      },
    });
    renderSection('/staff/questionnaires');
    const table = within(await screen.findByRole('table', { name: 'The clinic’s questionnaires' }, { timeout: 15_000 }));
    const rowOf = (title: string) => table.getByText(title).closest('tr') as HTMLElement;
    const smokingRow = rowOf('Smoking');
    const allergiesRow = rowOf('Allergies');
    expect(within(smokingRow).getByText('Version 2')).toBeInTheDocument();
    expect(within(smokingRow).getByText('Follow-up, Cardiology')).toBeInTheDocument();
    expect(within(smokingRow).getByRole('link', { name: 'Edit Smoking' })).toHaveAttribute('href', `/staff/questionnaires/${id}`);
    expect(within(allergiesRow).getByText('Retired')).toBeInTheDocument();
    expect(within(allergiesRow).getByText('No visit yet')).toBeInTheDocument();
    expect(within(smokingRow).queryByText('Retired')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New questionnaire' })).toHaveAttribute('href', '/staff/questionnaires/new');
  });

  it('says when there are none yet', async () => {
    fakeApi({ 'GET /api/staff/questionnaires': { body: { questionnaires: [] } } });
    renderSection('/staff/questionnaires');
    expect(await screen.findByText('No questionnaires yet.', undefined, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe("a questionnaire's page (INTAKE-12)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.confirm.mockReset();
  });

  it('retires the questionnaire only once staff confirm, then says so and offers no Retire', async () => {
    const retire = `/api/staff/questionnaires/${id}/retire`;
    const api = fakeApi({
      [`GET /api/staff/questionnaires/${id}`]: { body: detail('active') },
      [`POST ${retire}`]: { body: { message: 'The questionnaire is retired.', questionnaire: detail('retired') } },
      'GET /api/doctors/specializations': { body: ['Cardiology'] },
    });
    renderSection(`/staff/questionnaires/${id}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Version 2', undefined, { timeout: 15_000 })).toBeInTheDocument();
    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(api.calls('POST', retire)).toHaveLength(0);

    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('The questionnaire is retired.')).toBeInTheDocument();
    expect(api.calls('POST', retire)).toHaveLength(1);
    expect(screen.getByText('Version 2 · Retired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retire' })).not.toBeInTheDocument();
  });

  it('shows why a retirement failed and keeps the questionnaire as it was', async () => {
    fakeApi({
      [`GET /api/staff/questionnaires/${id}`]: { body: detail('active') },
      [`POST /api/staff/questionnaires/${id}/retire`]: apiError(409, 'conflict', 'The questionnaire is already retired.'),
      'GET /api/doctors/specializations': { body: ['Cardiology'] },
    });
    renderSection(`/staff/questionnaires/${id}`);
    const user = userEvent.setup();
    dialogs.confirm.mockResolvedValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'Retire' }, { timeout: 15_000 }));
    await waitFor(() => {
      expect(screen.getByText('The questionnaire is already retired.')).toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Retire' })).toBeInTheDocument();
  });
});
