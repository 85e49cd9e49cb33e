import { StarIcon } from '#web/components/icons.js';
import { useT } from '#web/i18n/i18n.js';

/** The rating as a radio group: options "1 Star" … "5 Stars" (DESIGN.md), drawn as stars. */
export function StarRatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const t = useT();
  return (
    <fieldset className="star-input">
      <legend>{t('reviews.rating')}</legend>
      <div className="star-input__options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="star-input__option">
            <input type="radio" name="ratings" value={n} checked={value === n} onChange={() => onChange(n)} className="star-input__radio" />
            <StarIcon filled={n <= value} width="32" height="32" className={n <= value ? 'star star--on' : 'star'} />
            <span className="visually-hidden">{t('reviews.star', { count: n })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
