import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating';

// FIND-7: five stars, the whole ones filled (rounded down), the exact rating for screen readers.

const filledStars = () => [...document.querySelectorAll('svg')].filter((star) => star.dataset.filled === 'true').length;

describe('the star rating (FIND-7)', () => {
  it('fills the whole stars and names the exact rating', () => {
    render(<StarRating rating={4.6} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(document.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars()).toBe(4);
  });

  it('keeps the count between none and five', () => {
    const { rerender } = render(<StarRating rating={0.4} />);
    expect(filledStars()).toBe(0);
    rerender(<StarRating rating={7} />);
    expect(filledStars()).toBe(5);
  });
});
