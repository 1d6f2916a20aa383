import { shopConfig } from '../../src/config';
import { attributeState, classState, listen, undoAll, type Undo } from '../../src/hooks';
import { postFormText } from '../../src/http';
import { logError } from '../../src/helpers/log';
import type { ReviewVotesProps } from './read';

type VoteType = 'up' | 'down';
const isVoteType = (value: string | undefined): value is VoteType => value === 'up' || value === 'down';

/** admin-ajax's `-1` (check_ajax_referer refused the nonce) carries no count. */
const failed = (text: string) => text.trim() === '-1' || text.trim() === '';

/** The count's text, and hidden when it starts with 0; the undo puts back what the server printed. */
function countText(count: HTMLElement | null): { show(text: string): void; undo: Undo } {
  if (!count) return { show: () => {}, undo: () => {} };
  const printed = { text: count.textContent, hidden: count.hidden };
  return {
    show(text) {
      count.textContent = text;
      count.hidden = text.startsWith('0');
    },
    undo() {
      count.textContent = printed.text;
      count.hidden = printed.hidden;
    },
  };
}

/**
 * Helpful votes (storefront spec §3–§7): a click selects that button (`--selected`, pressed) and
 * deselects its sibling, sends `vote_review` (nonce, type, review_id) and shows the count text the
 * server answers; a text starting with 0 hides the count. A click on the selected button, or of
 * another type, does nothing.
 */
export function followVotes(host: HTMLElement, { reviewId, nonce, buttons, count }: ReviewVotesProps): Undo {
  const marks = buttons.map((button) => ({ button, selected: classState(button, '--selected'), pressed: attributeState(button, 'aria-pressed') }));
  let selected = buttons.find((b) => b.classList.contains('--selected')) ?? null;
  const select = (chosen: HTMLElement | null) => {
    selected = chosen;
    for (const mark of marks) {
      mark.selected.set(mark.button === chosen);
      mark.pressed.set(String(mark.button === chosen));
    }
  };
  select(selected);
  const shown = countText(count);
  let live = true;
  return undoAll([
    ...marks.flatMap((mark) => [mark.selected.undo, mark.pressed.undo]),
    shown.undo,
    () => {
      live = false;
    },
    listen<MouseEvent>(host, 'click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-type]');
      if (!button || !buttons.includes(button)) return;
      event.preventDefault();
      const type = button.dataset.type;
      if (!isVoteType(type) || button === selected) return;
      select(button);
      postFormText(shopConfig().ajaxUrl, { action: 'vote_review', nonce, type, review_id: reviewId })
        .then((text) => {
          if (failed(text)) logError(`vote_review answered "${text.trim()}"`);
          else if (live) shown.show(text.trim());
        })
        .catch((error: unknown) => logError('vote_review failed', error));
    }),
  ]);
}
