/**
 * Keys pressed on an island that is still mounting. They are held like an early click and replayed
 * once it has mounted, so a shopper who clicks a tab and goes on with the arrows straight away is not
 * ignored. Only the keys that act on a widget are held: typing, Tab and shortcuts keep their way, and
 * Enter or Space on a link or a button too, which the browser turns into a click the runtime holds.
 */

const ACTING_KEY = /^(Enter| |Escape|Arrow(Left|Right|Up|Down)|Home|End)$/;

const EDITABLE = 'input,textarea,select,[contenteditable]';

const CLICKED_BY_KEY = 'a[href],button,summary';

/** Whether a key press is one an island answers, and so one worth holding while it mounts. */
export function isActingKey(event: KeyboardEvent): boolean {
  const { target, key } = event;
  // Keys with nothing focused scroll the page; shortcuts are the browser's.
  return ACTING_KEY.test(key) && !event.altKey && !event.ctrlKey && !event.metaKey
    && target instanceof Element && target !== target.ownerDocument.body && !target.closest(EDITABLE)
    && !((key === 'Enter' || key === ' ') && target.matches(CLICKED_BY_KEY));
}
