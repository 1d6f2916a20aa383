import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ReviewVotesProps {
  reviewId: string;
  nonce: string;
  buttons: HTMLElement[];
  count: HTMLElement | null;
}

/**
 * The shop's helpful-vote buttons under a review:
 * `div.review-helpful[data-review_id][data-nonce] > button[data-type=up|down] + span.review-helpful__count`.
 */
export function read(host: HTMLElement): ReviewVotesProps {
  const reviewId = host.dataset.review_id ?? '';
  if (!/^\d+$/.test(reviewId)) throw new BadMarkup(`data-review_id "${reviewId}" is not a review id`);
  const nonce = host.dataset.nonce ?? '';
  if (!nonce) throw new BadMarkup('no data-nonce for the vote');
  return {
    reviewId,
    nonce,
    buttons: [...host.querySelectorAll<HTMLElement>('[data-type]')],
    count: host.querySelector<HTMLElement>('.review-helpful__count'),
  };
}
