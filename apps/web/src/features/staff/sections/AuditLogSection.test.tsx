import type { AuditEntry } from '@clinvia/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';
import { present } from '../../../test/present';

// STAFF-17: administrators read who read or changed which patient's records, filter it, and
// export it as CSV; actions read in words (a code without a label reads as its parts).

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2030-03-10T14:05:00.000Z',
  actor_id: 'u-3',
  actor_name: 'Dr. Aisha Khan',
  actor_role: 'doctor',
  action: 'account.mfa_enabled',
  subject_type: 'user',
  subject_id: 'u-3',
  patient_id: null,
  patient_name: null,
  detail: null,
  ip: '203.0.113.7',
  request_id: null,
  ...overrides,
});

const entries = [
  entry({ id: 1 }),
  entry({ id: 2, actor_id: null, actor_name: null, actor_role: null, action: 'kiosk.badge_printed', patient_name: 'Maria Lopez', detail: 'from the portal', ip: null }),
  entry({ id: 3, actor_id: 'gone', actor_name: null }),
];

function auditApi(replies: Record<string, Reply> = {}) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard({ administrator: true }) },
    'GET /api/staff/audit-log/actions': { body: ['kiosk.badge_printed', 'account.mfa_enabled'] },
    'GET /api/staff/audit-log': { body: { items: entries, total: 3, page: 1, pageSize: 25 } },
    ...replies,
  });
}

const rows = async () => {
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  return within(table).getAllByRole('row').slice(1);
};

describe('the audit log (STAFF-17)', { timeout: 20_000 }, () => {
  it('shows who did what to whose records, in words', async () => {
    auditApi();
    renderApp('/staff/audit-log', staff);
    const [first, second, third] = await rows();
    expect(first).toHaveTextContent('Dr. Aisha Khan');
    expect(first).toHaveTextContent('Two-step sign-in turned on');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(within(present(first)).getByText('Two-step sign-in turned on')).toHaveAttribute('title', 'account.mfa_enabled');
    expect(second).toHaveTextContent('Anonymous');
    expect(second).toHaveTextContent('Kiosk: badge printed');
    expect(second).toHaveTextContent('from the portal');
    expect(second).toHaveTextContent('Maria Lopez');
    expect(third).toHaveTextContent('Deleted account');
    expect(screen.getByText('Showing 1-3 of 3 entries')).toBeInTheDocument();
  });

  it('offers the actions in words, sorted, and sends the filters given', async () => {
    const api = auditApi();
    const user = userEvent.setup();
    renderApp('/staff/audit-log', staff);
    await rows();
    const action = screen.getByRole('combobox', { name: 'Action' });
    await waitFor(() => {
      expect([...action.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All actions', 'Kiosk: badge printed', 'Two-step sign-in turned on']);
    });
    await user.type(screen.getByRole('textbox', { name: 'Who acted' }), ' khan ');
    await user.type(screen.getByRole('textbox', { name: 'Patient' }), 'maria');
    await user.selectOptions(action, 'kiosk.badge_printed');
    await user.type(screen.getByLabelText('From'), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const query = api.calls('GET', '/api/staff/audit-log').at(-1)?.query;
      expect([query?.get('actor'), query?.get('patient'), query?.get('action'), query?.get('from'), query?.get('page')]).toEqual(['khan', 'maria', 'kiosk.badge_printed', '2030-03-01', '1']);
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the unfiltered log (already read once, so from the cache) with empty fields.
    expect(screen.getByRole('textbox', { name: 'Who acted' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(await rows()).toHaveLength(3);
  });

  it('says so when nothing matches', async () => {
    auditApi({ 'GET /api/staff/audit-log': { body: { items: [], total: 0, page: 1, pageSize: 25 } } });
    renderApp('/staff/audit-log?actor=nobody', staff);
    expect(await screen.findByText('No entries match these filters.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Who acted' })).toHaveValue('nobody');
  });

  it('exports what the filters show, and says when the file could not be made', async () => {
    const api = auditApi({ 'GET /api/staff/audit-log/export': apiError(500, 'internal', 'boom') });
    const user = userEvent.setup();
    renderApp('/staff/audit-log?patient=maria', staff);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made. Please try again.');
    const [request] = api.calls('GET', '/api/staff/audit-log/export');
    expect([request?.query.get('patient'), request?.query.get('page')]).toEqual(['maria', '1']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
