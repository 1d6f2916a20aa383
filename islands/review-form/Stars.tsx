import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useListener, useToggleClass } from '../../src/hooks';
import { ratingLabels } from '../../src/i18n';
import { chooseRating, useStarsBox } from './rating-select';

/**
 * WooCommerce's star links in place of the rating select (single-product.js): five `a[role=radio]`
 * labelled '1 av 5 stjärnor' … '5 av 5 stjärnor' in a `p.stars`; a click sets the select, marks
 * the link `active` and the `p.stars` `selected`. Arrow keys move between the stars.
 */
export function Stars({ select }: { select: HTMLSelectElement }) {
  const container = useStarsBox(select);
  const [value, setValue] = useState(() => Number(select.value) || 0);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const labels = useRef(ratingLabels()).current;

  useToggleClass(container, 'selected', value > 0);

  // Another script (or the browser restoring the form) may set the select.
  useListener(select, 'change', () => setValue(Number(select.value) || 0));
  useListener(select.form, 'reset', () => setValue(0));

  const choose = (rating: number, focus = false) => {
    chooseRating(select, rating);
    setValue(rating);
    if (focus) links.current[rating - 1]?.focus();
  };

  if (!container) return null;
  const labelledBy = select.form?.querySelector('#comment-form-rating-label') ? 'comment-form-rating-label' : undefined;
  return createPortal(
    // WooCommerce spells it aria-labeledby; the standard attribute is added beside it.
    <span role="group" aria-labelledby={labelledBy} {...{ 'aria-labeledby': labelledBy }}>
      {labels.map((label, i) => {
        const rating = i + 1;
        const active = rating === value;
        return (
          <a
            key={rating}
            ref={(el) => { links.current[i] = el; }}
            href="#"
            role="radio"
            className={`star-${rating}${active ? ' active' : ''}`}
            aria-checked={active ? 'true' : 'false'}
            tabIndex={active || (value === 0 && rating === 1) ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              choose(rating);
            }}
            onKeyDown={(event) => {
              const next = { ArrowRight: rating + 1, ArrowUp: rating + 1, ArrowLeft: rating - 1, ArrowDown: rating - 1 }[event.key];
              if (next === undefined) return;
              event.preventDefault();
              event.stopPropagation();
              if (next >= 1 && next <= labels.length) choose(next, true);
            }}
          >
            {label}
          </a>
        );
      })}
    </span>,
    container,
  );
}
