// What Complianz's controls do (the engine hands them over on first use): the banner's buttons, the
// placeholders' accept buttons, the cookie statement's switches.
import { acceptAll, acceptFromPlaceholder, acceptService, applyCategoryBoxes, denyAll, savePreferences, toggleService } from './flows';
import { isCategory } from './settings';
import { setBannerStatus } from './state';

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

/** A click on one of Complianz's controls. */
export function handleControl(control: HTMLElement): void {
  const banner = control.closest<HTMLElement>('.cmplz-cookiebanner');
  if (control.matches('.cmplz-accept')) acceptAll();
  else if (control.matches('.cmplz-deny')) denyAll();
  else if (control.matches('.cmplz-save-preferences')) savePreferences(banner ?? document);
  else if (control.matches('.cmplz-view-preferences')) {
    if (banner) togglePreferences(banner);
  } else if (control.matches('.cmplz-close')) setBannerStatus('dismissed');
  else if (control.matches('.cmplz-accept-category, .cmplz-accept-marketing')) {
    const category = control.getAttribute('data-category');
    acceptFromPlaceholder(isCategory(category) ? category : 'marketing', control.getAttribute('data-service') ?? '');
  } else if (control.matches('.cmplz-accept-service')) {
    const service = control.getAttribute('data-service');
    if (service) acceptService(service);
  } else if (control.matches('button.cmplz-manage-consent')) setBannerStatus('show');
}

/** A change of a checkbox: a service's in the cookie statement, or the statement's category switches. */
export function handleSwitch(input: HTMLInputElement): void {
  if (input.matches('.cmplz-accept-service')) {
    const service = input.getAttribute('data-service');
    if (service) toggleService(service, input.checked);
    return;
  }
  const container = input.closest<HTMLElement>('.cmplz-manage-consent-container');
  if (container) applyCategoryBoxes(container);
}

/** For consent types without a banner ('other'): everything is allowed at once. */
export function acceptAllNow(): void {
  acceptAll();
}

export { acceptAll, denyAll };
