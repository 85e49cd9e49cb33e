import { useT } from '../i18n/i18n.js';
import { StarIcon } from './icons.js';

/** Five stars always drawn (spec 2.4, 2.8), as many filled as the rating; read as "Rated n out of 5". */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="stars" role="img" aria-label={t('reviews.rated', { rating: filled })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= filled} width="18" height="18" className={n <= filled ? 'star star--on' : 'star'} />
      ))}
    </span>
  );
}
