import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingRulesCard } from './BookingRulesCard';
import { renderWithQueries } from '../../test/queries';

// BOOK-20: the Booking rules card checks the notice with the contract's messages before
// sending, keeps what was typed, and shows the server's per-field messages.

function fakeApi(serverRefuses = false) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname !== '/api/doctors/me/booking-rules') return Promise.resolve(Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }));
    if (init?.method === 'PUT') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as { noticeHours: number; twoSlotVisitTypes: string[] };
      sent.push(body);
      if (serverRefuses) {
        return Promise.resolve(
          Response.json({ error: { code: 'validation_error', message: 'Please correct the highlighted fields.', fields: { twoSlotVisitTypes: 'Please choose visit types from the list' } } }, { status: 400 }),
        );
      }
      return Promise.resolve(Response.json(body));
    }
    return Promise.resolve(Response.json({ noticeHours: 0, twoSlotVisitTypes: [] }));
  });
  return { sent };
}

function renderCard() {
  renderWithQueries(<BookingRulesCard />);
  return userEvent.setup({ delay: null });
}

describe('BookingRulesCard', () => {
  it('refuses a notice that is not a whole number of hours from 0 to 72, keeping the text typed', async () => {
    const { sent } = fakeApi();
    const user = renderCard();
    const notice = await screen.findByLabelText('Minimum notice (hours)');
    expect(notice).toHaveValue('0');
    await user.clear(notice);
    await user.type(notice, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Please enter a whole number of hours from 0 to 72')).toBeInTheDocument();
    expect(notice).toHaveValue('2.5');
    expect(notice).toHaveAttribute('aria-invalid', 'true');
    await user.clear(notice);
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Please enter the notice in hours (0 for none)')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves the notice and the two-slot visit types', async () => {
    const { sent } = fakeApi();
    const user = renderCard();
    const notice = await screen.findByLabelText('Minimum notice (hours)');
    await user.clear(notice);
    await user.type(notice, '2');
    await user.click(screen.getByRole('checkbox', { name: 'New Patient Visit' }));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Booking rules saved. Patients see them at once.')).toBeInTheDocument();
    expect(sent).toEqual([{ noticeHours: 2, twoSlotVisitTypes: ['New Patient Visit'] }]);
    expect(screen.getByRole('checkbox', { name: 'New Patient Visit' })).toBeChecked();
  });

  it('shows the server’s message beside its field', async () => {
    fakeApi(true);
    const user = renderCard();
    await screen.findByLabelText('Minimum notice (hours)');
    await user.click(screen.getByRole('checkbox', { name: 'Consultation' }));
    await user.click(screen.getByRole('button', { name: 'Save booking rules' }));
    expect(await screen.findByText('Please choose visit types from the list')).toBeInTheDocument();
  });
});
