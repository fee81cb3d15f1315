import type { AmbulanceQueueItem } from '@clinvia/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Reply } from '../../../test/api';
import { ambulanceEmergency, ambulanceTransport, staffDashboard } from '../../../test/fixtures';
import { renderApp, staff } from '../../../test/render';

// STAFF-8, AMB-4: the ambulance queue. An emergency is dispatched, a transport scheduled, then
// each is closed; a note goes with each move into the request's log.

const emergency = ambulanceEmergency();
const transport = ambulanceTransport();

function queueApi(items: AmbulanceQueueItem[], move: Reply = { body: { ...emergency, status: 'dispatched' } }) {
  return fakeApi({
    'GET /api/staff/dashboard': { body: staffDashboard({ open_ambulance_requests: items.length }) },
    'GET /api/staff/ambulance-requests': { body: { items, total: items.length, page: 1, pageSize: 10 } },
    'POST /api/staff/ambulance-requests/*': move,
  });
}

describe('the ambulance queue (STAFF-8)', { timeout: 20_000 }, () => {
  it('shows what each request needs, with the caller’s phone to call back', async () => {
    const api = queueApi([emergency, transport]);
    renderApp('/staff/ambulance', staff);
    // The first render loads the console's lazy chunks: on a busy machine that takes a while.
    const urgent = await screen.findByRole('listitem', { name: 'AMB-7K3Q9D, emergency, New' }, { timeout: 15_000 });
    expect(urgent).toHaveTextContent('Fell and cannot stand');
    expect(within(urgent).getByRole('link', { name: /555/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(urgent).getByRole('button', { name: /^Mark dispatched/ })).toBeInTheDocument();
    expect(within(urgent).queryByRole('button', { name: /^Mark scheduled/ })).toBeNull();
    const booked = screen.getByRole('listitem', { name: 'AMB-2P8X4M, transport, New' });
    expect(booked).toHaveTextContent('12 Cedar Ln');
    expect(booked).toHaveTextContent('Wheelchair Accessible');
    expect(booked).toHaveTextContent('Medical staff assistance');
    expect(within(booked).getByRole('button', { name: /^Mark scheduled/ })).toBeInTheDocument();
    expect(api.calls('GET', '/api/staff/ambulance-requests')[0]?.query.get('open')).toBe('true');
  });

  it('dispatches an emergency with the note typed', async () => {
    const api = queueApi([emergency]);
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/ambulance', staff);
    const card = await screen.findByRole('listitem', { name: /^AMB-7K3Q9D/ });
    await user.type(within(card).getByLabelText(/^Note/), 'Unit 12 on its way');
    await user.click(within(card).getByRole('button', { name: /^Mark dispatched/ }));
    await waitFor(() => {
      expect(api.calls('POST', `/api/staff/ambulance-requests/${emergency.id}/status`).map((request) => request.body)).toEqual([{ status: 'dispatched', note: 'Unit 12 on its way' }]);
    });
    await waitFor(() => {
      expect(within(card).getByLabelText(/^Note/)).toHaveValue('');
    });
  });

  it('keeps the note and says why when the move is refused', async () => {
    queueApi([emergency], apiError(409, 'invalid_transition', 'This request has been closed meanwhile.'));
    const user = userEvent.setup({ delay: null });
    renderApp('/staff/ambulance', staff);
    const card = await screen.findByRole('listitem', { name: /^AMB-7K3Q9D/ });
    await user.type(within(card).getByLabelText(/^Note/), 'Unit 12');
    await user.click(within(card).getByRole('button', { name: /^Close/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This request has been closed meanwhile.');
    expect(within(card).getByLabelText(/^Note/)).toHaveValue('Unit 12');
  });

  it('says when nothing is waiting', async () => {
    queueApi([]);
    renderApp('/staff/ambulance', staff);
    expect(await screen.findByRole('heading', { name: 'Ambulance requests' })).toBeInTheDocument();
    expect(await screen.findByText('No ambulance requests here.')).toBeInTheDocument();
  });
});
