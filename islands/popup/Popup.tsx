import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flag, params } from '../../src/config';
import { currentDevice, deviceSetting, isOn, sizeOf } from '../../src/elementor';
import { jquery } from '../../src/events';
import { useListener } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { $popupCommands, $popupPopped, followRequests } from '../../src/stores/page-builder';
import type { PopupModal } from './modal';
import type { PopupProps } from './read';
import { countImpression, countShow, countVisit, disable, impressions, isDisabled, periodOf, visits } from './records';
import { failingRules, impressionCountedOn, wallClock, type Settings, type Visit } from './timing';
import { armTriggers } from './triggers';

export { read } from './read';

type Phase = 'hidden' | 'open' | 'closing';
type CloseReason = 'button' | 'background' | 'outside' | 'esc' | 'auto' | 'action' | 'other';

const loadModal = () => import('./modal');

/** Pages whose visit the popups counted: every popup of a page shares this module. */
const countedPopupPages = new WeakSet<Document>();

// Page views and sessions count once per page, and only on pages that print popups (spec E8).
function countVisitOnce(doc: Document): void {
  if (countedPopupPages.has(doc)) return;
  countedPopupPages.add(doc);
  const pro = params('ElementorProFrontendConfig').popup as { hasPopUps?: unknown } | undefined;
  if (flag(pro?.hasPopUps)) countVisit();
}

/** The site's wall clock: the server's time at render, advanced by the time the page has been open. */
function siteNow(timing: Settings): Date | null {
  const server = wallClock(timing.schedule_server_datetime);
  return server === null ? null : new Date(server + performance.now());
}

function visitFor(id: string, timing: Settings, doc: Document): Visit {
  const config = params('elementorFrontendConfig');
  const user = config.user as { roles?: unknown } | undefined;
  return {
    ...visits(),
    impressions: impressions(id, periodOf(timing.times_period)),
    referrer: doc.referrer,
    host: location.host,
    loggedIn: Boolean(user) || doc.body.classList.contains('logged-in'),
    roles: Array.isArray(user?.roles) ? user.roles.map(String) : [],
    device: currentDevice(),
    userAgent: navigator.userAgent,
    now: new Date(),
    siteNow: siteNow(timing),
  };
}

/** The page builder's popup events: jQuery on document with (id, instance), and natively on window. */
function announce(type: 'elementor/popup/show' | 'elementor/popup/hide', id: string, element: HTMLElement | null): void {
  const jq = jquery();
  const instance = { id: Number(id), element, $element: jq && element ? jq(element) : null };
  jq?.(document).trigger(type, [Number(id), instance]);
  window.dispatchEvent(new CustomEvent(type, { detail: { id: Number(id), instance } }));
}

const objectOr = (value: unknown): Settings => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : {});

/**
 * A popup: its timing rules and triggers decide when it shows on its own; action links and its open
 * selector open it on request. While open it is the active panel (Esc, focus trap, scroll lock).
 */
export default function Popup({ host, id, settings }: IslandProps<PopupProps>) {
  const doc = host.ownerDocument;
  const timing = objectOr(settings.timing);
  const [phase, setPhase] = useState<Phase>('hidden');
  const [modal, setModal] = useState<PopupModal | null>(null);
  const phaseRef = useRef<Phase>('hidden');
  phaseRef.current = phase;
  const content = useRef<DocumentFragment | null>(null);
  const shown = useRef<HTMLElement | null>(null);
  const openedAt = useRef(0);
  const modalRef = useRef<PopupModal | null>(null);

  // The page builder keeps only the popup's markup and shows fresh copies of it: take the printed
  // content out (islands waiting inside it leave with it) and put it back if this island goes.
  useLayoutEffect(() => {
    const fragment = doc.createDocumentFragment();
    fragment.append(...host.childNodes);
    content.current = fragment;
    return () => {
      host.append(fragment);
      content.current = null;
    };
  }, [host, doc]);

  const show = async (automatic: boolean) => {
    if (phaseRef.current !== 'hidden' || isDisabled(id)) return;
    if (automatic && isOn(settings.avoid_multiple_popups) && $popupPopped.get()) return;
    const { createModal, fillModal } = await loadModal();
    if (phaseRef.current !== 'hidden' || !content.current) return;
    const target = modalRef.current ?? createModal(id, String(settings.classes ?? ''), settings.close_button_position === 'outside', doc);
    modalRef.current = target;
    shown.current = fillModal(target, host, content.current);
    target.root.style.display = '';
    openedAt.current = performance.now();
    phaseRef.current = 'open';
    setModal(target);
    setPhase('open');
    $popupPopped.set(true);
    // Pro counts every show of a popup that does not count on close, however it was opened.
    if (!timing.times_count) countShow(id);
    announce('elementor/popup/show', id, shown.current);
  };

  const close = (_reason: CloseReason, doNotShowAgain = false) => {
    if (doNotShowAgain) disable(id);
    if (phaseRef.current !== 'open') return;
    phaseRef.current = 'closing';
    setPhase('closing');
  };

  // Automatic showing, as Pro 3.33 does it: count the visit, check the rules once as the page loads,
  // and only if every rule passes arm the triggers; the first to fire shows it. The times rule counts
  // its impression where Pro does (impressionCountedOn), so a shopper whose shop switches between
  // Pro's script and this island within a session sees the popup as often as with either alone.
  // Armed as the island mounts (a layout effect), not after the next paint: a visitor's click that
  // comes in between would not count towards the click trigger.
  useLayoutEffect(() => {
    countVisitOnce(doc);
    const period = periodOf(timing.times_period);
    const countedOn = impressionCountedOn(timing);
    // Pro's times rule counts on close whichever popup of the page closed (it listens on window).
    const countOnClose = () => countImpression(id, period);
    if (countedOn === 'close') window.addEventListener('elementor/popup/hide', countOnClose);
    const stopCounting = () => window.removeEventListener('elementor/popup/hide', countOnClose);
    const failing = failingRules(timing, visitFor(id, timing, doc));
    if (countedOn === 'check' && !failing.includes('times')) countImpression(id, period);
    if (failing.length || isDisabled(id)) return stopCounting;
    const disarm = armTriggers(settings.triggers, () => void show(true));
    return () => {
      disarm();
      stopCounting();
    };
  }, [id]);

  useEffect(() => followRequests($popupCommands, id, (command) => {
    if (command.type === 'close') close('action', command.doNotShowAgain);
    else if (command.toggle && phaseRef.current === 'open') close('action');
    else void show(false);
  }), [id]);

  // Any element matching the popup's open selector opens it.
  useListener<MouseEvent>(doc, 'click', (event) => {
    const selector = String(settings.open_selector ?? '').trim();
    if (!selector || !(event.target instanceof Element)) return;
    let opener: Element | null = null;
    try {
      opener = event.target.closest(selector);
    } catch {
      return;
    }
    if (!opener || opener.closest('.elementor-popup-modal')) return;
    // A link that only points within the page (or is the opener itself) opens the popup instead.
    const link = event.target.closest('a');
    if (opener instanceof HTMLAnchorElement || (link && opener.contains(link) && (link.getAttribute('href') ?? '#').startsWith('#'))) event.preventDefault();
    void show(false);
  });

  const open = phase === 'open';
  usePanel(open, {
    id: `popup-${id}`,
    element: modal?.root ?? null,
    onClose: () => close('esc'),
    overlay: false,
    bodyClasses: isOn(settings.prevent_scroll) ? ['dialog-prevent-scroll'] : [],
    trapFocus: settings.a11y_navigation !== '' && settings.a11y_navigation !== 'no',
    focusDelayMs: 250,
    ignoreEsc: isOn(settings.prevent_close_on_esc_key),
  });

  // Entrance and exit animations, the close button's delay and the automatic close.
  const durationMs = sizeOf(settings.entrance_animation_duration, 1.2) * 1000;
  useLayoutEffect(() => {
    if (!modal || phase === 'hidden') return;
    const name = String(deviceSetting(settings, phase === 'open' ? 'entrance_animation' : 'exit_animation') ?? '');
    // The content box keeps `animated` (the modal is made with it); the animation's name comes and goes.
    const classes = name && name !== 'none' ? [name, ...(phase === 'closing' ? ['reverse'] : [])] : [];
    modal.content.classList.add(...classes);
    const timer = setTimeout(() => {
      modal.content.classList.remove(...classes);
      if (phase !== 'closing') return;
      modal.root.style.display = 'none';
      phaseRef.current = 'hidden';
      setPhase('hidden');
      announce('elementor/popup/hide', id, shown.current);
      // As Pro does, the shown copy goes once hidden (its islands unmount with it); the next show
      // puts a fresh one in.
      shown.current?.remove();
      shown.current = null;
    }, classes.length ? durationMs : 0);
    return () => {
      clearTimeout(timer);
      modal.content.classList.remove(...classes);
    };
  }, [modal, phase]);

  useLayoutEffect(() => {
    if (!modal || !open) return;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const delay = Number(settings.close_button_delay) || 0;
    if (delay > 0) {
      modal.closeButton.style.display = 'none';
      timers.push(setTimeout(() => (modal.closeButton.style.display = ''), delay * 1000));
    }
    const auto = Number(settings.close_automatically) || 0;
    if (auto > 0) timers.push(setTimeout(() => close('auto'), auto * 1000));
    return () => {
      timers.forEach(clearTimeout);
      modal.closeButton.style.display = '';
    };
  }, [modal, open]);

  useListener<MouseEvent>(modal?.closeButton, 'click', (event) => {
    event.preventDefault();
    close('button');
  });
  useListener<KeyboardEvent>(modal?.closeButton, 'keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    close('button');
  });

  // A click on the dimmed background, or anywhere outside the popup when it has none.
  useListener<MouseEvent>(doc, 'click', (event) => {
    if (!modal || phaseRef.current !== 'open' || event.timeStamp <= openedAt.current) return;
    if (isOn(settings.prevent_close_on_background_click)) return;
    const path = event.composedPath();
    if (event.target === modal.root) close('background');
    else if (!path.includes(modal.root) && !(event.target instanceof Element && event.target.closest('.flatpickr-calendar'))) close('outside');
  });

  // Leaving the page with the popup open: its modal goes with the island.
  useEffect(() => () => modal?.root.remove(), [modal]);

  return null;
}
