import { useLayoutEffect, useState } from 'react';
import { postFormText } from '../../src/http';
import { shopConfig } from '../../src/config';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { logError } from '../../src/log';
import type { ReviewVotesProps } from './read';

export { read } from './read';

type VoteType = 'up' | 'down';
const isVoteType = (value: string | undefined): value is VoteType => value === 'up' || value === 'down';

/** admin-ajax's `-1` (check_ajax_referer refused the nonce) carries no count. */
const failed = (text: string) => text.trim() === '-1' || text.trim() === '';

/**
 * Helpful votes (storefront spec §3–§7): a click selects that button and deselects its sibling,
 * sends `vote_review` (nonce, type, review_id) and shows the count text the server answers; a text
 * starting with 0 hides the count. A click on the selected button, or of another type, does nothing.
 */
export default function ReviewVotes({ host, reviewId, nonce, buttons, count }: IslandProps<ReviewVotesProps>) {
  const [selected, setSelected] = useState<HTMLElement | null>(() => buttons.find((b) => b.classList.contains('--selected')) ?? null);

  useLayoutEffect(() => {
    for (const button of buttons) {
      button.classList.toggle('--selected', button === selected);
      button.setAttribute('aria-pressed', String(button === selected));
    }
  }, [buttons, selected]);

  useListener<MouseEvent>(host, 'click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-type]');
    if (!button || !buttons.includes(button)) return;
    event.preventDefault();
    const type = button.dataset.type;
    if (!isVoteType(type) || button === selected) return;
    setSelected(button);
    postFormText(shopConfig().ajaxUrl, { action: 'vote_review', nonce, type, review_id: reviewId })
      .then((text) => {
        if (failed(text) || !count) {
          if (failed(text)) logError(`vote_review answered "${text.trim()}"`);
          return;
        }
        count.textContent = text.trim();
        count.hidden = text.trim().startsWith('0');
      })
      .catch((error: unknown) => logError('vote_review failed', error));
  });

  return null;
}
