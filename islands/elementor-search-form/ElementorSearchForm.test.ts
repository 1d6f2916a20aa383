import { afterEach, describe, expect, it } from 'vitest';
import { interact, mountIsland } from '../../test/render-island';
import ElementorSearchForm, { read } from './ElementorSearchForm';

let unmount = () => {};
afterEach(() => unmount());

// The search form widget as Elementor Pro 3.33 prints it, for a skin.
function widget(skin: 'classic' | 'minimal' | 'full_screen') {
  document.body.innerHTML = `<div class="elementor-element elementor-widget elementor-widget-search-form" data-settings='{"skin":"${skin}"}'>
    <search role="search"><form class="elementor-search-form" action="/" method="get">
      ${skin === 'full_screen' ? '<div class="elementor-search-form__toggle" role="button" tabindex="0" aria-label="Search"></div>' : ''}
      <div class="elementor-search-form__container">
        ${skin === 'minimal' ? '<div class="elementor-search-form__icon"></div>' : ''}
        <input id="sf" class="elementor-search-form__input" type="search" name="s">
        ${skin === 'full_screen' ? '<div class="dialog-lightbox-close-button dialog-close-button" role="button" tabindex="0" aria-label="Close this search box."></div>' : '<button class="elementor-search-form__submit" type="submit">Sök</button>'}
      </div>
    </form></search><a href="/" id="elsewhere">Hem</a></div>`;
  const host = document.querySelector<HTMLElement>('.elementor-widget-search-form')!;
  unmount = mountIsland(ElementorSearchForm, host, read(host));
  const q = <E extends HTMLElement>(s: string) => host.querySelector<E>(s)!;
  return { form: q('form'), container: q('.elementor-search-form__container'), input: q<HTMLInputElement>('input'), toggle: q('.elementor-search-form__toggle'), close: q('.dialog-close-button'), icon: q('.elementor-search-form__icon') };
}

const FOCUS = 'elementor-search-form--focus';
const fullScreen = (el: HTMLElement) => el.classList.contains('elementor-search-form--full-screen') && el.classList.contains('elementor-lightbox');

describe('the search form', () => {
  it('classic: the form is marked while its field has focus', () => {
    const { form, input } = widget('classic');
    interact(() => input.focus());
    expect(form.classList.contains(FOCUS)).toBe(true);
    interact(() => input.blur());
    expect(form.classList.contains(FOCUS)).toBe(false);
  });

  it('minimal: its icon focuses the field', () => {
    const { form, input, icon } = widget('minimal');
    interact(() => icon.click());
    expect(document.activeElement).toBe(input);
    expect(form.classList.contains(FOCUS)).toBe(true);
  });

  it('full screen: the toggle opens it over the page; the close button, the overlay and Escape close it', () => {
    const { container, input, toggle, close } = widget('full_screen');
    interact(() => toggle.click());
    expect(fullScreen(container)).toBe(true);
    expect(document.activeElement).toBe(input);
    interact(() => close.click());
    expect(fullScreen(container)).toBe(false);
    expect(document.activeElement).toBe(toggle);

    interact(() => { toggle.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true })); });
    expect(fullScreen(container)).toBe(true);
    // A click on the field is not on the overlay.
    interact(() => input.click());
    expect(fullScreen(container)).toBe(true);
    interact(() => container.click());
    expect(fullScreen(container)).toBe(false);

    interact(() => toggle.click());
    interact(() => { document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })); });
    expect(fullScreen(container)).toBe(false);
  });
});
