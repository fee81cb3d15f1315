import { claimMessages } from '@clinvia/contracts/dependent-claims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, staff } from '../../../test/render';

// FAMILY-7: the console lists dependents who have come of age; staff e-mail each an invitation
// to claim their record, and a wrong address is told at its field, typing kept.

const toasts = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ showToast: toasts.show, confirmDialog: vi.fn() }));

const leoId = '3f0c2b1e-1d7a-4c39-9a55-0b7a1f0c2d11';
const leo = { id: leoId, name: 'Leo Lopez', date_of_birth: '2008-01-02', age: 18, guardian_name: 'Maria Lopez', guardian_email: 'maria@example.com', invitation: null };
const invitation = { email: 'leo@example.com', sent_at: '2026-11-29T10:00:00Z', expires_at: '2026-12-06T10:00:00Z', state: 'pending' };

function stubApi(inviteAnswer: (body: { email: string }) => Response) {
  let invited = false;
  const sent: { email: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === `/api/staff/families/${leoId}/invitation`) {
        const body = JSON.parse(init?.body as string) as { email: string };
        sent.push(body);
        const response = inviteAnswer(body);
        invited = response.ok;
        return Promise.resolve(response);
      }
      if (url === '/api/staff/families/of-age') return Promise.resolve(Response.json({ age_of_majority: 18, dependents: [invited ? { ...leo, invitation } : leo] }));
      return Promise.resolve(Response.json({}, { status: 404 }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.show.mockReset();
});

async function openInvite() {
  renderApp('/staff/families', staff);
  const card = (await screen.findByRole('heading', { level: 2, name: 'Leo Lopez' }, { timeout: 10_000 })).closest('li');
  if (!card) throw new Error('no dependent card');
  const scope = within(card);
  expect(scope.getByText('Guardian: Maria Lopez (maria@example.com)')).toBeInTheDocument();
  expect(scope.getByText('Not invited yet')).toBeInTheDocument();
  await userEvent.click(scope.getByRole('button', { name: /^Invite/ }));
  return scope;
}

describe('Families (FAMILY-7)', () => {
  it('sends an invitation to the address typed and shows it as pending', async () => {
    const sent = stubApi((body) => Response.json({ message: claimMessages.invited(body.email), invitation }, { status: 201 }));
    const card = await openInvite();
    await userEvent.type(card.getByLabelText("Leo Lopez's own e-mail address"), 'leo@example.com');
    await userEvent.click(card.getByRole('button', { name: 'Send invitation' }));
    expect(await card.findByText(/Invited leo@example.com on/)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'leo@example.com' }]);
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ title: claimMessages.invited('leo@example.com') }));
    expect(card.getByRole('button', { name: /^Send a new invitation/ })).toBeInTheDocument();
  });

  it('says what is wrong with the address before sending, and the server’s refusal at its field, typing kept', async () => {
    const sent = stubApi(() => Response.json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { email: claimMessages.emailInvalid } } }, { status: 400 }));
    const card = await openInvite();
    await userEvent.click(card.getByRole('button', { name: 'Send invitation' }));
    expect(await card.findByText(claimMessages.emailRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    const field = card.getByLabelText("Leo Lopez's own e-mail address");
    await userEvent.type(field, 'leo@example.co');
    await userEvent.click(card.getByRole('button', { name: 'Send invitation' }));
    expect(await card.findByText(claimMessages.emailInvalid)).toBeInTheDocument();
    expect(field).toHaveValue('leo@example.co');
  });
});
