import { elementSettings } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';

export type SearchSkin = 'classic' | 'minimal' | 'full_screen';

export interface SearchFormProps {
  skin: SearchSkin;
  /** `form.elementor-search-form`, which carries the focus style. */
  wrapper: HTMLElement;
  /** `.elementor-search-form__container`, the full-screen overlay. */
  container: HTMLElement;
  input: HTMLInputElement;
  /** The minimal skin's icon (`.elementor-search-form__icon`). */
  icon: HTMLElement | null;
  /** The full-screen skin's toggle (`.elementor-search-form__toggle`) and close button (`.dialog-close-button`). */
  toggle: HTMLElement | null;
  closeButton: HTMLElement | null;
}

export function read(host: HTMLElement): SearchFormProps {
  const settings = elementSettings(host);
  if (!settings) throw new BadMarkup('data-settings is not JSON');
  const find = <E extends HTMLElement>(selector: string) => [...host.querySelectorAll<E>(selector)].find((el) => el.closest('.elementor-widget-search-form') === host) ?? null;
  const wrapper = find('.elementor-search-form');
  const container = find('.elementor-search-form__container');
  const input = find<HTMLInputElement>('input.elementor-search-form__input');
  if (!wrapper || !container || !input) throw new BadMarkup('no .elementor-search-form with its container and input');
  const skin: SearchSkin = settings.skin === 'full_screen' || settings.skin === 'minimal' ? settings.skin : 'classic';
  return {
    skin,
    wrapper,
    container,
    input,
    icon: find('.elementor-search-form__icon'),
    toggle: find('.elementor-search-form__toggle'),
    closeButton: find('.dialog-close-button'),
  };
}
