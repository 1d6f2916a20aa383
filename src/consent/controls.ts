// Complianz's controls work wherever the shop prints them (the banner, the cookie statement, a
// placeholder, a theme's own "accept marketing" link), so they are handled by delegation on document.
import { setBannerStatus } from '../stores/consent';
import { acceptAll, acceptFromPlaceholder, acceptService, applyCategoryBoxes, denyAll, savePreferences, toggleService } from './flows';
import { isCategory } from './settings';

function closest(event: Event, selector: string): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
}

/** View preferences: shows the categories in the banner and swaps the view button for the save one. */
export function togglePreferences(banner: HTMLElement): void {
  const categories = banner.querySelector<HTMLElement>('.cmplz-categories');
  const open = !categories?.classList.contains('cmplz-fade-in');
  banner.classList.toggle('cmplz-categories-visible', open);
  categories?.classList.toggle('cmplz-fade-in', open);
  const view = banner.querySelector<HTMLElement>('.cmplz-view-preferences');
  const save = banner.querySelector<HTMLElement>('.cmplz-save-preferences');
  if (view) view.style.display = open ? 'none' : 'block';
  if (save) save.style.display = open ? 'block' : 'none';
  banner.querySelector<HTMLElement>('.cmplz-categories .cmplz-category summary')?.focus();
}

export function handleConsentClick(event: MouseEvent): void {
  let el: HTMLElement | null;
  if ((el = closest(event, '.cmplz-accept'))) {
    event.preventDefault();
    acceptAll();
  } else if ((el = closest(event, '.cmplz-deny'))) {
    event.preventDefault();
    denyAll();
  } else if ((el = closest(event, '.cmplz-save-preferences'))) {
    event.preventDefault();
    savePreferences(el.closest('.cmplz-cookiebanner') ?? document);
  } else if ((el = closest(event, '.cmplz-view-preferences'))) {
    event.preventDefault();
    const banner = el.closest<HTMLElement>('.cmplz-cookiebanner');
    if (banner) togglePreferences(banner);
  } else if (closest(event, '.cmplz-close')) {
    setBannerStatus('dismissed');
  } else if ((el = closest(event, '.cmplz-accept-category, .cmplz-accept-marketing'))) {
    event.preventDefault();
    const category = el.getAttribute('data-category');
    acceptFromPlaceholder(isCategory(category) ? category : 'marketing', el.getAttribute('data-service') ?? '');
  } else if ((el = closest(event, '.cmplz-accept-service')) && !(el instanceof HTMLInputElement)) {
    event.preventDefault();
    const service = el.getAttribute('data-service');
    if (service) acceptService(service);
  } else if (closest(event, 'button.cmplz-manage-consent')) {
    event.preventDefault();
    setBannerStatus('show');
  }
}

export function handleConsentChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLInputElement)) return;
  if (target.matches('.cmplz-accept-service')) {
    const service = target.getAttribute('data-service');
    if (service) toggleService(service, target.checked);
    return;
  }
  const container = target.closest<HTMLElement>('.cmplz-manage-consent-container');
  if (container && target.closest('.cmplz-category')) applyCategoryBoxes(container);
}

/** Enter on the banner's close control, Space on a slider label, as Complianz makes them usable by keyboard. */
export function handleConsentKey(event: KeyboardEvent): void {
  const control = event.key === 'Enter'
    ? closest(event, '.cmplz-cookiebanner .cmplz-header .cmplz-close')
    : event.key === ' ' ? closest(event, '.cmplz-banner-slider label') : null;
  if (!control) return;
  event.preventDefault();
  control.click();
}
