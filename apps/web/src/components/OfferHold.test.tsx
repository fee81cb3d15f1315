import { bookingMessages } from '@clinvia/contracts/appointments';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { switchLanguage } from '../lib/i18n/i18n';
import { browserInZone } from '../test/zone';
import { applyOfferFieldErrors, movableWhen, OfferHold, OfferMoves, useOfferDetailsForm } from './OfferHold';

// WAIT-2, WAIT-5, TIME-5: what a patient sees of a time held from the waitlist: until when (on
// the clock of the doctor's location), a countdown that ends once, a word to screen readers at 5
// and 1 minutes only, the server's field messages under the visit's details, and the later visit
// they may move here.

const now = Date.parse('2030-03-10T15:00:00Z');
const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

afterEach(() => {
  vi.useRealTimers();
});

function holdFor(seconds: number, onEnd = vi.fn()) {
  vi.useFakeTimers({ now });
  render(<OfferHold expiresAt={inSeconds(seconds)} timeZone="America/Denver" onEnd={onEnd} />);
  return onEnd;
}

const countdown = () => screen.getByTestId('offer-countdown');
const tick = (seconds: number) => {
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });
};

describe('the time held for a patient (WAIT-2)', () => {
  it('says until when on the location’s clock (daylight time from March 10, 2030), naming its zone to a browser elsewhere (TIME-5)', () => {
    browserInZone('Asia/Tokyo');
    holdFor(15 * 60);
    expect(screen.getByText(/Held for you until/)).toHaveTextContent('Held for you until 9:15 AM Mountain time');
  });

  it('says it in Spanish with the article the hour takes: ‘hasta la 1:15’, ‘hasta las 9:15’ (I18N-4)', async () => {
    await act(() => switchLanguage('es'));
    browserInZone('America/Denver');
    holdFor(4 * 3600 + 15 * 60);
    expect(screen.getByText(/^Reservado para usted hasta/)).toHaveTextContent(/^Reservado para usted hasta la 1:15 p\.m\.$/);
  });

  it('counts down each second and ends once at zero', () => {
    const onEnd = holdFor(62);
    expect(countdown()).toHaveTextContent('1:02 left');
    tick(3);
    expect(countdown()).toHaveTextContent('0:59 left');
    tick(59);
    expect(countdown()).toHaveTextContent('0:00 left');
    expect(onEnd).toHaveBeenCalledTimes(1);
    tick(5);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers the time left at 5 and at 1 minutes only, not every second', () => {
    holdFor(6 * 60);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    tick(60);
    expect(screen.getByRole('status')).toHaveTextContent('5 minutes left to answer.');
    tick(30);
    expect(screen.getByRole('status')).toHaveTextContent('5 minutes left to answer.');
    tick(60);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    tick(3 * 60);
    expect(screen.getByRole('status')).toHaveTextContent('1 minute left to answer.');
    tick(60);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('ends at once for an offer that expired already', () => {
    const onEnd = holdFor(-30);
    expect(countdown()).toHaveTextContent('0:00 left');
    tick(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('the visit’s details of an offer (WAIT-2)', () => {
  it('puts the route’s `details.` messages under the booking’s fields, and ignores fields it does not show', () => {
    const { result } = renderHook(() => useOfferDetailsForm());
    const error = new ApiError({
      status: 400,
      code: 'validation_error',
      message: 'Check the fields.',
      fields: { 'details.appointmentReason': bookingMessages.reasonRequired, token: 'Invalid link', insuranceId: 'Enter the member ID' },
    });
    let placed = false;
    act(() => {
      placed = applyOfferFieldErrors(result.current, error);
    });
    expect(placed).toBe(true);
    expect(result.current.getFieldState('appointmentReason').error?.message).toBe(bookingMessages.reasonRequired);
    expect(result.current.getFieldState('insuranceId').error?.message).toBe('Enter the member ID');
  });

  it('places nothing for an error without fields or one that is not the server’s', () => {
    const { result } = renderHook(() => useOfferDetailsForm());
    expect(applyOfferFieldErrors(result.current, new ApiError({ status: 409, code: 'offer_gone', message: 'Gone' }))).toBe(false);
    expect(applyOfferFieldErrors(result.current, new Error('network'))).toBe(false);
  });
});

describe('the later visit that may move to the held time (WAIT-5)', () => {
  const moves = { id: 'appt-9', date: '2030-03-20', time: '11:00', appointment_type: 'Follow-up', status: 'confirmed' as const };

  it('says the visit, its day and time, and that a confirmed one stays confirmed', () => {
    browserInZone('America/Denver');
    render(<OfferMoves moves={moves} timeZone="America/Denver" />);
    expect(screen.getByText(/You also have a follow-up with this doctor on/)).toHaveTextContent(
      'You also have a follow-up with this doctor on Wednesday, March 20, 2030 at 11:00 AM (confirmed). Booking this time keeps it; you may move it here instead, and it stays confirmed.',
    );
  });

  it('names a pending visit without the promise, and words the button’s day short', () => {
    browserInZone('America/Denver');
    render(<OfferMoves moves={{ ...moves, status: 'pending' }} timeZone="America/Denver" />);
    expect(screen.getByText(/You also have/)).not.toHaveTextContent('confirmed');
    expect(movableWhen(moves, 'America/Denver', 'en')).toBe('Wed, Mar 20, 11:00 AM');
  });
});
