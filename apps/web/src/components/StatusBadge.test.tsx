import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';
import { VisitContactLine, isOtherContact } from './VisitContact';

// LIFE-1, LIFE-12: an appointment's status in words (never colour alone); issue 20: the contact
// for a visit shown only when it is someone else than the account holder.

describe('the status badge (LIFE-1)', () => {
  it.each([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['no_show', 'No-show'],
  ])('words %s as %s', (status, words) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('reads a declined request as Declined, and only a cancelled one (LIFE-12)', () => {
    const { rerender } = render(<StatusBadge status="cancelled" declined />);
    expect(screen.getByText('Declined')).toBeInTheDocument();
    rerender(<StatusBadge status="confirmed" declined />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
  });

  it('shows a status it does not know as pending', () => {
    render(<StatusBadge status="on_hold" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});

describe('the contact for a visit (issue 20)', () => {
  it('compares names without case or surrounding spaces', () => {
    expect(isOtherContact('Alex Morgan', ' alex morgan ')).toBe(false);
    expect(isOtherContact('Alex Morgan', 'Jordan Morgan')).toBe(true);
  });

  it('shows a line only for someone else', () => {
    const { container, rerender } = render(<VisitContactLine holder="Alex Morgan" contact="ALEX MORGAN" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<VisitContactLine holder="Alex Morgan" contact="Jordan Morgan" />);
    expect(screen.getByText(/Contact for this visit:/)).toHaveTextContent('Contact for this visit: Jordan Morgan');
  });
});
