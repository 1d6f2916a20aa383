import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fire, honoursDoNotTrack, loadControls, startConsent, whenIdle } from '../../src/consent/engine';
import { isSpeedTester } from '../../src/consent/visitor';
import { useAttribute, useListener, useToggleClass } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { $consent, bannerStatus, settings } from '../../src/stores/consent';
import type { ConsentBannerProps } from './read';

export { read } from './read';

/** Removes a class the server printed while `on`, putting it back on unmount. */
function useWithoutClass(el: HTMLElement | null, className: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!el || !on || !el.classList.contains(className)) return;
    el.classList.remove(className);
    return () => el.classList.add(className);
  }, [el, className, on]);
}

/** Loads the shop's generated banner stylesheet; the banner shows once it has arrived (or failed). */
function useBannerStylesheet(wanted: boolean, urgent: boolean): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const { cssFile, consentType, bannerId } = settings();
    if (!wanted) return;
    if (!cssFile) {
      setReady(true);
      return;
    }
    const load = () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = cssFile.replace('{type}', consentType).replace('{banner_id}', bannerId);
      const done = () => setReady(true);
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      document.head.append(link);
    };
    // A banner asking for a choice shows at once; the small manage button of a visitor who chose can wait.
    if (urgent) load();
    else whenIdle(load);
  }, [wanted]);
  return ready;
}

/** Points the banner's document links at the shop's pages (and hides links to pages it does not have). */
function useDocumentLinks(banner: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!banner) return;
    const { pageLinks, region } = settings();
    const links = pageLinks[region] ?? {};
    const changed: Array<() => void> = [];
    banner.querySelectorAll<HTMLAnchorElement>('.cmplz-links a:not(.cmplz-external), .cmplz-buttons a:not(.cmplz-external)').forEach((a) => {
      const type = Object.keys(links).find((t) => a.classList.contains(t));
      const href = a.getAttribute('href');
      const text = a.textContent;
      if (!type) {
        a.classList.add('cmplz-hidden');
        changed.push(() => a.classList.remove('cmplz-hidden'));
        return;
      }
      a.href = links[type]!.url + (a.getAttribute('data-relative_url') ?? '');
      if (text === '{title}') a.textContent = links[type]!.title;
      changed.push(() => {
        if (href === null) a.removeAttribute('href');
        else a.setAttribute('href', href);
        a.textContent = text;
      });
    });
    return () => changed.forEach((undo) => undo());
  }, [banner]);
}

/**
 * Complianz's cookie banner. It starts the page's consent engine, shows the banner for this visitor's
 * consent type (not to speed testers, not under Do Not Track, not on the cookie statement page, where
 * the statement's own controls are) and the "manage consent" button once it is dismissed.
 */
export default function ConsentBanner({ host, banner, manageButton }: IslandProps<ConsentBannerProps>) {
  const state = useStore($consent);
  const s = settings();
  const [onStatementPage] = useState(() => !!document.querySelector('#cmplz-manage-consent-container, .cmplz-dropdown-cookiepolicy'));
  const [statusChanged, setStatusChanged] = useState(false);
  const shown = useRef(state.banner);

  useLayoutEffect(() => startConsent().release, []);

  const enabled = !!banner && !s.disableBanner && !isSpeedTester() && !honoursDoNotTrack()
    && (s.consentType === 'optin' || s.consentType === 'optout');
  const [askingAtLoad] = useState(() => bannerStatus(state) === 'show');
  const cssReady = useBannerStylesheet(enabled, askingAtLoad);
  const visible = enabled && cssReady;

  useLayoutEffect(() => {
    // First in the page, so the banner is the first thing a keyboard reaches.
    if (enabled && host.parentElement === document.body && document.body.firstElementChild !== host) document.body.prepend(host);
  }, [host, enabled]);

  useEffect(() => {
    if (state.banner !== shown.current) setStatusChanged(true);
  }, [state.banner]);

  // On the cookie statement the banner stays out of the way until the visitor asks for it.
  const status = onStatementPage && !statusChanged ? 'dismissed' : bannerStatus(state);
  const other = status === 'show' ? 'dismissed' : 'show';
  useWithoutClass(banner, 'cmplz-hidden', visible);
  useWithoutClass(manageButton, 'cmplz-hidden', visible);
  useToggleClass(banner, `cmplz-${status}`, visible);
  useToggleClass(manageButton, `cmplz-${other}`, visible);
  useToggleClass(host, `cmplz-${status}`, visible && s.softCookiewall);
  useToggleClass(host, 'cmplz-soft-cookiewall', visible && s.softCookiewall);
  useDocumentLinks(visible ? banner : null);
  // Complianz's close control is an icon with no name.
  const [nameless] = useState(() => banner?.querySelector<HTMLElement>('.cmplz-close:not([aria-label])') ?? null);
  useAttribute(nameless, 'aria-label', t('dismiss'));

  useEffect(() => {
    if (visible) fire('cmplz_cookie_warning_loaded', s.region);
  }, [visible, s.region]);

  // A hand on the banner: have the consent actions ready by the click.
  const intent = visible && status === 'show' ? banner : null;
  useListener(intent, 'pointerover', () => void loadControls());
  useListener(intent, 'touchstart', () => void loadControls(), { passive: true });
  useListener(intent, 'focusin', () => void loadControls());

  // Reopened from the manage button: take the keyboard to the banner's first choice.
  useEffect(() => {
    if (!visible || !statusChanged || status !== 'show' || !banner) return;
    (banner.querySelector<HTMLElement>('.cmplz-buttons button') ?? banner.querySelector<HTMLElement>('.cmplz-close'))?.focus();
  }, [visible, statusChanged, status, banner]);

  return null;
}
