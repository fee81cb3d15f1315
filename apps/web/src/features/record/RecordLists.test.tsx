import { recordMessages } from '@clinvia/contracts/record';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patientRecord, recordEntry } from '../../test/fixtures';
import { patient, renderApp } from '../../test/render';

// RECORD-2: on /record the patient edits and removes an entry of their lists: the form starts from
// the entry, checks with the contract's messages before sending, sends a blank field as none, and
// a removal asks first.

const dialogs = vi.hoisted(() => ({ confirm: vi.fn(), toast: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: dialogs.toast, confirmDialog: dialogs.confirm }));

const entryPath = '/api/record/medications/22222222-2222-4222-8222-222222222222';
const metformin = recordEntry({ details: 'Twice a day', started_on: '2026-01-05', source: 'patient', check_in: null });

async function openMedications() {
  const medications = await screen.findByRole('region', { name: 'Medications' }, { timeout: 15_000 });
  return within(medications);
}

/** Sets a date field as the browser's date picker does: one change to the whole value. */
function setDate(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

describe('editing and removing an entry of the record (RECORD-2)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    dialogs.confirm.mockReset();
    dialogs.toast.mockReset();
  });

  it('edits an entry from its values, refuses an end before the start, and sends blank details as none', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/record': { body: patientRecord({ lists: { medications: [metformin], allergies: [], conditions: [] } }) },
      [`PUT ${entryPath}`]: (request) => ({ body: { message: recordMessages.saved, entry: { ...metformin, ...(request.body as object) } } }),
    });
    renderApp('/record', patient);
    const medications = await openMedications();
    await user.click(medications.getByRole('button', { name: 'Edit Metformin 500 mg' }));

    const form = within(medications.getByRole('form', { name: 'Edit Metformin 500 mg' }));
    expect(form.getByLabelText('Name')).toHaveValue('Metformin 500 mg');
    expect(form.getByLabelText(/^Details/)).toHaveValue('Twice a day');
    expect(form.getByLabelText(/^Since/)).toHaveValue('2026-01-05');
    expect(form.getByLabelText(/^Until/)).toHaveValue('');
    // The details' count follows the typing from the entry's own text.
    expect(form.getByText('11 / 1000 characters')).toBeInTheDocument();

    // Details over the limit are refused in the browser, with the limit said under the field.
    fireEvent.change(form.getByLabelText(/^Details/), { target: { value: 'x'.repeat(1001) } });
    expect(form.getByText('1001 / 1000 characters')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText(recordMessages.detailsTooLong)).toBeInTheDocument();
    expect(api.calls('PUT', entryPath)).toHaveLength(0);

    await user.clear(form.getByLabelText(/^Details/));
    expect(form.getByText('0 / 1000 characters')).toBeInTheDocument();
    setDate(form.getByLabelText(/^Until/), '2025-12-31');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText(recordMessages.endBeforeStart)).toBeInTheDocument();
    expect(form.getByLabelText(/^Until/)).toHaveValue('2025-12-31');
    expect(api.calls('PUT', entryPath)).toHaveLength(0);

    setDate(form.getByLabelText(/^Until/), '2026-02-01');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await medications.findByRole('button', { name: 'Edit Metformin 500 mg' })).toBeInTheDocument();
    expect(api.calls('PUT', entryPath).map((request) => request.body)).toEqual([{ name: 'Metformin 500 mg', details: null, started_on: '2026-01-05', ended_on: '2026-02-01' }]);
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: recordMessages.saved }));
  });

  it('keeps the typing and shows the server’s message under its field when the edit is refused', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/record': { body: patientRecord({ lists: { medications: [metformin], allergies: [], conditions: [] } }) },
      [`PUT ${entryPath}`]: apiError(400, 'validation_error', recordMessages.nameTaken, { name: recordMessages.nameTaken }),
    });
    renderApp('/record', patient);
    const medications = await openMedications();
    await user.click(medications.getByRole('button', { name: 'Edit Metformin 500 mg' }));
    const form = within(medications.getByRole('form', { name: 'Edit Metformin 500 mg' }));
    await user.clear(form.getByLabelText('Name'));
    await user.type(form.getByLabelText('Name'), 'Insulin');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText(recordMessages.nameTaken)).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveValue('Insulin');
    expect(form.getByLabelText('Name')).toHaveFocus();
    expect(api.calls('PUT', entryPath).map((request) => request.body)).toEqual([{ name: 'Insulin', details: 'Twice a day', started_on: '2026-01-05', ended_on: null }]);

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(medications.queryByRole('form')).not.toBeInTheDocument();
    expect(medications.getByText('Metformin 500 mg')).toBeInTheDocument();
  });

  it('removes an entry only once the patient confirms, and says why a removal failed', async () => {
    const user = userEvent.setup();
    let removals = 0;
    const api = fakeApi({
      'GET /api/record': { body: patientRecord({ lists: { medications: [metformin], allergies: [], conditions: [] } }) },
      [`DELETE ${entryPath}`]: () => {
        removals += 1;
        return removals === 1 ? { status: 500, body: { error: { code: 'internal', message: 'Something went wrong' } } } : { body: { message: recordMessages.removed } };
      },
    });
    renderApp('/record', patient);
    const medications = await openMedications();

    dialogs.confirm.mockResolvedValueOnce(false);
    await user.click(medications.getByRole('button', { name: 'Remove Metformin 500 mg' }));
    expect(dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Remove Metformin 500 mg?' }));
    expect(api.calls('DELETE', entryPath)).toHaveLength(0);

    dialogs.confirm.mockResolvedValue(true);
    await user.click(medications.getByRole('button', { name: 'Remove Metformin 500 mg' }));
    await vi.waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'error' }));
    });
    // A failed removal leaves the entry where it was, ready for another try.
    expect(medications.getByText('Metformin 500 mg')).toBeInTheDocument();

    await user.click(medications.getByRole('button', { name: 'Remove Metformin 500 mg' }));
    await vi.waitFor(() => {
      expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success', title: recordMessages.removed }));
    });
    expect(api.calls('DELETE', entryPath)).toHaveLength(2);
  });
});
