import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flag, params } from '../../src/config';
import { currentDevice, deviceSetting, isOn, sizeOf } from '../../src/elementor';
import { jquery } from '../../src/events';
import { useListener } from '../../src/hooks';
import { usePanel } from '../../src/panels/ui';
import type { IslandProps } from '../../src/runtime/define';
import { $popupCommands, $popupPopped, followRequests } from '../../src/stores/page-builder';
import { usePrintedContent } from './content';
import type { PopupModal } from './modal';
import type { PopupProps } from './read';
import { countImpression, countShow, countVisit, disable, impressions, isDisabled, periodOf, visits } from './records';
import { useCloseButtonDelay, useModalAnimation, useModalRemoval, type Phase } from './shown-modal';
import { failingRules, impressionCountedOn, wallClock, type Settings, type Visit } from './timing';
import { armTriggers } from './triggers';

export { read } from './read';

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
  const shown = useRef<HTMLElement | null>(null);
  const openedAt = useRef(0);
  const modalRef = useRef<PopupModal | null>(null);

  const content = usePrintedContent(host);

  const show = async (automatic: boolean) => {
    if (phaseRef.current !== 'hidden' || isDisabled(id)) return;
    if (automatic && isOn(settings.avoid_multiple_popups) && $popupPopped.get()) return;
    const { createModal, showInModal } = await loadModal();
    if (phaseRef.current !== 'hidden' || !content.current) return;
    const target = modalRef.current ?? createModal(id, String(settings.classes ?? ''), settings.close_button_position === 'outside', doc);
    modalRef.current = target;
    shown.current = showInModal(target, host, content.current);
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
  const period = periodOf(timing.times_period);
  const countedOn = impressionCountedOn(timing);
  // Pro's times rule counts on close whichever popup of the page closed (it listens on window).
  useListener(countedOn === 'close' ? window : null, 'elementor/popup/hide', () => countImpression(id, period));
  useLayoutEffect(() => {
    countVisitOnce(doc);
    const failing = failingRules(timing, visitFor(id, timing, doc));
    if (countedOn === 'check' && !failing.includes('times')) countImpression(id, period);
    if (failing.length || isDisabled(id)) return;
    return armTriggers(settings.triggers, () => void show(true));
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
  const animation = String(deviceSetting(settings, phase === 'closing' ? 'exit_animation' : 'entrance_animation') ?? '');
  useModalAnimation(modal, phase, animation, sizeOf(settings.entrance_animation_duration, 1.2) * 1000, () => {
    phaseRef.current = 'hidden';
    setPhase('hidden');
    announce('elementor/popup/hide', id, shown.current);
    shown.current = null;
  });
  useCloseButtonDelay(modal, open, Number(settings.close_button_delay) || 0);
  useEffect(() => {
    const auto = Number(settings.close_automatically) || 0;
    if (!modal || !open || auto <= 0) return;
    const timer = setTimeout(() => close('auto'), auto * 1000);
    return () => clearTimeout(timer);
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

  useModalRemoval(modal);

  return null;
}
