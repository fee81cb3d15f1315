import { useTranslation } from 'react-i18next';
import { starsOf } from '../lib/format';

interface StarRatingProps {
  rating: number;
  /** Show the number beside the stars. */
  showValue?: boolean;
  size?: 'sm' | 'md';
}

// Lucide's star, drawn as a plain <svg>: a Find Doctor page shows 45 of them, and the icon
// component's own work per star was a visible share of the first render (issue 39.7, TBT).
const starPath =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** FIND-7: five stars, the whole ones filled (rounded down); the exact value for screen readers. */
export function StarRating({ rating, showValue = true, size = 'sm' }: StarRatingProps) {
  const { t } = useTranslation('common');
  const filled = starsOf(rating);
  const iconSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={t('stars.rated', { rating: rating.toFixed(1) })} className="inline-flex">
        {Array.from({ length: 5 }, (_, i) => (
          <svg
            key={i}
            viewBox="0 0 24 24"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
            aria-hidden="true"
            data-filled={i < filled}
            className={`${iconSize} ${i < filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300'}`}
          >
            <path d={starPath} />
          </svg>
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
