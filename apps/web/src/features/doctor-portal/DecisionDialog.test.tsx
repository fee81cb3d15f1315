import { statusChangeMessages, STATUS_REASON_MAX_LENGTH, type DoctorAppointment } from '@clinvia/contracts/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Swal } from '../../lib/swal';
import { apiError, fakeApi, type Reply } from '../../test/api';
import { doctorAppointment } from '../../test/fixtures';
import { DecisionButton, DecisionProvider } from './decisions';
import { renderWithQueries } from '../../test/queries';

// PORTAL-8: accept and complete act at once; declining and cancelling ask first in the portal's
// one dialog, with an optional reason the patient reads, kept when the change fails.

afterEach(async () => {
  Swal.close();
  // A decision moves focus 50 ms later (decisions.tsx, refocus): let it run while the document
  // still exists, not after the test file's environment is gone.
  await new Promise((resolve) => setTimeout(resolve, 60));
});

const request = doctorAppointment({ appointment_date: '2030-03-12' });
const { id } = request;
const path = `/api/doctors/appointments/${id}/status`;

function renderDecisions(reply: Reply) {
  const api = fakeApi({ [`PATCH ${path}`]: reply });
  renderWithQueries(
    <DecisionProvider>
      <DecisionButton appointment={request} decision="accept" />
      <DecisionButton appointment={request} decision="reject" />
    </DecisionProvider>,
  );
  return api;
}

const changed = (status: DoctorAppointment['status']) => ({ body: { message: 'Saved', appointment: { ...request, status, next_statuses: [] } } });

describe('the doctor’s decisions (PORTAL-8)', { timeout: 20_000 }, () => {
  it('accepts at once, without asking', async () => {
    const api = renderDecisions(changed('confirmed'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Accept/ }));
    await waitFor(() => {
      expect(api.calls('PATCH', path).map((sent) => sent.body)).toEqual([{ status: 'confirmed' }]);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before declining, names the patient and the time, and sends the reason given', async () => {
    const api = renderDecisions(changed('cancelled'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Reject/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this appointment request?' });
    expect(dialog).toHaveAccessibleDescription(/^Alex Morgan · .*2030.*The patient is told at once\.$/);
    expect(api.calls('PATCH', path)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason for the patient/), 'I am away that week');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(api.calls('PATCH', path).map((sent) => sent.body)).toEqual([{ status: 'cancelled', reason: 'I am away that week' }]);
  });

  it('refuses a reason that is too long before sending, and "Keep it" changes nothing', async () => {
    const api = renderDecisions(changed('cancelled'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog'));
    const reason = dialog.getByLabelText(/Reason for the patient/);
    await user.click(reason);
    await user.paste('x'.repeat(STATUS_REASON_MAX_LENGTH + 1));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(statusChangeMessages.reasonTooLong);
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PATCH', path)).toHaveLength(0);
  });

  it('keeps the dialog and the reason when the server refuses, saying why', async () => {
    renderDecisions(apiError(409, 'status_final', 'The patient cancelled this appointment meanwhile.'));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/Reason for the patient/), 'Away');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The patient cancelled this appointment meanwhile.');
    expect(dialog.getByLabelText(/Reason for the patient/)).toHaveValue('Away');
  });
});
