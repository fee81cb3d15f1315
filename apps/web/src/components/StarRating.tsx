import { Star } from 'lucide-react';
import { starsOf } from '../lib/format';

interface StarRatingProps {
  rating: number;
  /** Show the number beside the stars. */
  showValue?: boolean;
  size?: 'sm' | 'md';
}

/** FIND-7: five stars, the whole ones filled (rounded down); the exact value for screen readers. */
export function StarRating({ rating, showValue = true, size = 'sm' }: StarRatingProps) {
  const filled = starsOf(rating);
  const iconSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex">
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden="true"
            data-filled={i < filled}
            className={`${iconSize} ${i < filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300'}`}
          />
        ))}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {rating.toFixed(1)}
        </span>
      )}
    </span>
  );
}
