import { useLayoutEffect } from 'react';
import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { SearchFormProps } from './read';

export { read } from './read';

const FOCUS = 'elementor-search-form--focus';
const FULL_SCREEN = ['elementor-search-form--full-screen', 'elementor-lightbox'];

/** Enter or Space released on a control clicks it (the page builder's keyboard rule for its buttons). */
function clickOnEnterSpace(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  (event.currentTarget as HTMLElement).click();
  event.stopPropagation();
}

/**
 * The search form, as Elementor Pro's handler runs it. Classic and minimal skins: the form carries
 * `elementor-search-form--focus` while the field has focus (the minimal skin's icon focuses the field).
 * Full-screen skin: the toggle (click, Enter or Space) opens the overlay (the container's
 * `elementor-search-form--full-screen elementor-lightbox`) and focuses the field; the close button
 * closes it and gives focus back to the toggle; a click on the overlay around the field, or Escape,
 * closes it.
 */
export default function ElementorSearchForm({ skin, wrapper, container, input, icon, toggle, closeButton }: IslandProps<SearchFormProps>) {
  const fullScreen = skin === 'full_screen';
  const isOpen = () => container.classList.contains(FULL_SCREEN[0]!);
  const open = () => {
    container.classList.add(...FULL_SCREEN);
    input.focus();
  };
  const close = () => container.classList.remove(...FULL_SCREEN);

  // The field may have had focus before the island came (focus is what brings it in).
  useLayoutEffect(() => {
    if (fullScreen) return;
    if (input.ownerDocument.activeElement === input) wrapper.classList.add(FOCUS);
    return () => wrapper.classList.remove(FOCUS);
  }, [fullScreen, input, wrapper]);

  useListener(fullScreen ? null : input, 'focus', () => wrapper.classList.add(FOCUS));
  useListener(fullScreen ? null : input, 'blur', () => wrapper.classList.remove(FOCUS));
  useListener(skin === 'minimal' ? icon : null, 'click', () => {
    wrapper.classList.add(FOCUS);
    input.focus();
  });

  useListener(fullScreen ? toggle : null, 'click', open);
  useListener(fullScreen ? toggle : null, 'keyup', clickOnEnterSpace);
  useListener(fullScreen ? closeButton : null, 'click', () => {
    close();
    toggle?.focus();
  });
  useListener(fullScreen ? closeButton : null, 'keyup', clickOnEnterSpace);
  useListener<MouseEvent>(fullScreen ? container : null, 'click', (event) => {
    if (isOpen() && event.target === container) close();
  });
  useListener<KeyboardEvent>(fullScreen ? input.ownerDocument : null, 'keyup', (event) => {
    if (event.key === 'Escape' && isOpen()) close();
  });
  useLayoutEffect(() => (fullScreen ? close : undefined), [fullScreen]);

  return null;
}
