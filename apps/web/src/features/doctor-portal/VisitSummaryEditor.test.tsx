import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { summaryMessages } from '@clinvia/contracts/visit-summaries';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { visitSummary } from '../../test/fixtures';
import { VisitSummaryEditor } from './VisitSummaryEditor';
import { renderWithQueries } from '../../test/queries';

// SUMMARY-1 to SUMMARY-3: the doctor drafts (saved as they leave a field), signs after a last
// confirmation, sees per-field messages, and amends a signed summary with an addendum.

const id = '00000000-0000-4000-8000-000000000009';
const doctor = { id: '00000000-0000-4000-8000-000000000003', name: 'Dana Doc' };
const path = `/api/doctors/appointments/${id}/summary`;

const summary = (overrides: Partial<VisitSummary> = {}) => visitSummary(id, overrides);

function renderEditor(status = 'completed') {
  renderWithQueries(<VisitSummaryEditor appointmentId={id} status={status} />);
}

describe('the visit summary in the doctor’s drawer', () => {
  it('asks to complete the visit first, without reading anything', () => {
    const api = fakeApi({});
    renderEditor('confirmed');
    expect(screen.getByText('Write the visit summary once you mark the visit completed.')).toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('saves the draft when a field is left, sends medications one per line and the follow-up, and signs after confirming', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${path}`]: { body: { appointment_id: id, appointment_status: 'completed', summary: summary() } },
      [`PUT ${path}`]: (request) => ({ body: { message: 'Draft saved.', summary: summary({ ...(request.body as object), follow_up: null, updated_at: '2026-11-29T10:05:00.000Z' }) } }),
      [`POST ${path}/sign`]: { body: { message: 'Summary signed.', summary: summary({ status: 'signed', assessment: 'Bronchitis', plan: 'Rest', signed_at: '2026-11-29T10:06:00.000Z' }) } },
    });
    renderEditor();
    const reason = await screen.findByLabelText('Reason for the visit');
    expect(reason).toHaveValue('Cough');
    await user.type(screen.getByLabelText('Assessment'), 'Bronchitis');
    await user.type(screen.getByLabelText(/Medications started/), 'Salbutamol{Enter}{Enter}Honey');
    await user.type(screen.getByLabelText(/Follow-up in/, { selector: 'input' }), '2');
    await user.type(screen.getByLabelText('Plan'), 'Rest');
    await user.tab();
    await screen.findByText(/Draft saved at/);
    const saved = api.calls('PUT', path).at(-1)?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ reason: 'Cough', assessment: 'Bronchitis', plan: 'Rest', medications_started: ['Salbutamol', 'Honey'], follow_up: { value: 2, unit: 'weeks' } });

    await user.click(screen.getByRole('button', { name: 'Sign summary' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('cannot be changed, only amended');
    await user.click(screen.getByRole('button', { name: 'Sign now' }));
    expect(await screen.findByTestId('visit-summary')).toHaveTextContent('Bronchitis');
    expect(api.calls('POST', `${path}/sign`)).toHaveLength(1);
    expect(screen.getByLabelText(/Add an addendum/)).toBeInTheDocument();
  });

  it('shows the server’s message under each field it refuses', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${path}`]: { body: { appointment_id: id, appointment_status: 'completed', summary: null } },
      [`POST ${path}/sign`]: { status: 400, body: { error: { code: 'validation_error', message: 'Please check the fields.', fields: { assessment: summaryMessages.assessmentRequired, plan: summaryMessages.planRequired } } } },
    });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Sign summary' }));
    await user.click(screen.getByRole('button', { name: 'Sign now' }));
    expect(await screen.findByText(summaryMessages.assessmentRequired)).toBeInTheDocument();
    expect(screen.getByText(summaryMessages.planRequired)).toBeInTheDocument();
  });

  it('adds an addendum to a signed summary', async () => {
    const user = userEvent.setup();
    const signed = summary({ status: 'signed', assessment: 'Bronchitis', plan: 'Rest', signed_at: '2026-11-29T10:06:00.000Z' });
    const api = fakeApi({
      [`GET ${path}`]: { body: { appointment_id: id, appointment_status: 'completed', summary: signed } },
      [`POST ${path}/addenda`]: { status: 201, body: { message: 'Addendum added.', summary: { ...signed, addenda: [{ id: '00000000-0000-4000-8000-000000000011', text: 'X-ray clear.', created_at: '2026-11-29T11:00:00.000Z', author: doctor }] } } },
    });
    renderEditor();
    await user.type(await screen.findByLabelText(/Add an addendum/), 'X-ray clear.');
    await user.click(screen.getByRole('button', { name: 'Add addendum' }));
    expect(await screen.findByText('X-ray clear.')).toBeInTheDocument();
    expect(api.calls('POST', `${path}/addenda`)[0]?.body).toEqual({ text: 'X-ray clear.' });
    expect(screen.queryByRole('button', { name: 'Sign summary' })).toBeNull();
  });
});
