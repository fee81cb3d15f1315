import type { PatientProfile } from '@clinvia/contracts/appointments';
import { proxyMessages, type Proxies, type ProxyGrant } from '@clinvia/contracts/proxies';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/api';
import { patient, renderApp } from '../../test/render';

// PROXY-1, PROXY-3, PROXY-6: the Proxies section of /patient-profile.

const dialogs = vi.hoisted(() => ({ confirm: vi.fn() }));
vi.mock('../../lib/toast', () => ({ showToast: vi.fn(), confirmDialog: dialogs.confirm }));

const profile: PatientProfile = {
  patient: { id: '7', name: 'Maria Lopez', email: 'maria@example.com', phone_number: '+15550100', age: 41, gender: 'female', address: null, member_since: '2025-02-03T10:00:00.000Z', upcoming_appointments: [], appointment_counts: { upcoming: 0, total: 0 } },
};

const hugo: ProxyGrant = { id: '00000000-0000-4000-8000-0000000000a1', email: 'hugo@example.com', proxy_name: 'Hugo Lopez', scopes: ['read', 'book'], ends_on: null, status: 'active', created_at: '2026-11-01T10:00:00.000Z', accepted_at: '2026-11-02T10:00:00.000Z' };

function proxiesApi(initial: ProxyGrant[], inviteReply?: { status: number; body: unknown }) {
  let list = [...initial];
  return fakeApi({
    'GET /api/patients/get-patient-profile/7': { body: profile },
    'GET /api/dependents': { body: { dependents: [], age_of_majority: 18 } },
    'GET /api/proxies': () => ({ body: { proxies: list, acting_for: [] } satisfies Proxies }),
    'GET /api/proxies/activity': { body: { items: [{ at: '2026-11-03T15:00:00.000Z', proxy_name: 'Hugo Lopez', action: 'appointment.book', subject_type: 'appointment', subject_id: 'a1' }] } },
    'POST /api/proxies': (request) => {
      if (inviteReply) return inviteReply;
      const body = request.body as { email: string; scopes: ProxyGrant['scopes']; ends_on: string | null };
      const invited: ProxyGrant = { ...hugo, id: '00000000-0000-4000-8000-0000000000b2', email: body.email, proxy_name: null, scopes: body.scopes, ends_on: body.ends_on, status: 'invited', accepted_at: null };
      list = [invited, ...list];
      return { status: 201, body: { message: proxyMessages.invited, proxy: invited } };
    },
    [`DELETE /api/proxies/${hugo.id}`]: () => {
      list = list.map((grant) => (grant.id === hugo.id ? { ...grant, status: 'ended' } : grant));
      return { body: { message: proxyMessages.ended } };
    },
  });
}

beforeEach(() => {
  dialogs.confirm.mockReset();
});

describe('the Proxies section of the profile (PROXY-1, PROXY-3, PROXY-6)', { timeout: 20_000 }, () => {
  it('lists each proxy with its state and what it may do, and what the proxies did', async () => {
    proxiesApi([hugo]);
    renderApp('/patient-profile', patient);
    const section = await screen.findByRole('region', { name: 'Proxies' });
    const item = (await within(section).findAllByRole('listitem'))[0];
    expect(item).toHaveTextContent('Hugo Lopez');
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('See appointments and record · Book, move and cancel visits');
    expect(item).toHaveTextContent('Until you end it');
    expect(await within(section).findByRole('table', { name: 'What your proxies did for you, newest first' })).toHaveTextContent('Appointment booked');
  });

  it('checks the invitation in the browser with the contract’s messages, then sends it and lists the invitee', async () => {
    const api = proxiesApi([]);
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const section = await screen.findByRole('region', { name: 'Proxies' });
    await user.click(await within(section).findByRole('button', { name: 'Invite a proxy' }));
    const form = within(section).getByRole('form', { name: 'Invite someone to act for you' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(proxyMessages.emailRequired)).toBeInTheDocument();
    expect(within(form).getByText(proxyMessages.scopesRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Their e-mail address'), 'ana@example.com');
    await user.click(within(form).getByLabelText('Book, move and cancel visits'));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(proxyMessages.bookNeedsRead)).toBeInTheDocument();
    expect(api.calls('POST', '/api/proxies')).toHaveLength(0);

    await user.click(within(form).getByLabelText('See appointments and record'));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText(proxyMessages.invited)).toBeInTheDocument();
    expect(api.calls('POST', '/api/proxies')[0]?.body).toMatchObject({ email: 'ana@example.com', ends_on: null });
    expect((api.calls('POST', '/api/proxies')[0]?.body as { scopes: string[] }).scopes.toSorted()).toEqual(['book', 'read']);
    expect(await within(section).findByRole('button', { name: /^End access\s*ana@example.com$/ })).toBeInTheDocument();
  });

  it('puts the server’s message under the field and keeps what was typed', async () => {
    proxiesApi([], apiError(400, 'validation_error', 'Please correct the highlighted fields.', { email: proxyMessages.ownEmail }));
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const section = await screen.findByRole('region', { name: 'Proxies' });
    await user.click(await within(section).findByRole('button', { name: 'Invite a proxy' }));
    const form = within(section).getByRole('form', { name: 'Invite someone to act for you' });
    await user.type(within(form).getByLabelText('Their e-mail address'), 'maria@example.com');
    await user.click(within(form).getByLabelText('Message the clinic'));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(proxyMessages.ownEmail)).toBeInTheDocument();
    expect(within(form).getByLabelText('Their e-mail address')).toHaveValue('maria@example.com');
  });

  it('ends a proxy’s access after asking', async () => {
    const api = proxiesApi([hugo]);
    dialogs.confirm.mockResolvedValue(true);
    const user = userEvent.setup();
    renderApp('/patient-profile', patient);
    const section = await screen.findByRole('region', { name: 'Proxies' });
    await user.click(await within(section).findByRole('button', { name: /^End access\s*Hugo Lopez$/ }));
    expect(dialogs.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'End access for Hugo Lopez?' }));
    expect(await within(section).findByText(proxyMessages.ended)).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/proxies/${hugo.id}`)).toHaveLength(1);
    expect(await within(section).findByText('Ended')).toBeInTheDocument();
  });
});
