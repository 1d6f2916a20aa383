import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ReviewFormProps {
  form: HTMLFormElement;
  /** WooCommerce's `select#rating`, when ratings are on. */
  rating: HTMLSelectElement | null;
  submit: HTMLElement | null;
}

/** WordPress's comment form inside WooCommerce's `#review_form` (single-product-reviews.php). */
export function read(host: HTMLElement): ReviewFormProps {
  const form = host.querySelector<HTMLFormElement>('form.comment-form, form#commentform');
  if (!form) throw new BadMarkup('no form.comment-form in #respond');
  return {
    form,
    rating: host.querySelector<HTMLSelectElement>('select#rating'),
    submit: form.querySelector<HTMLElement>('#submit, [type="submit"]'),
  };
}
