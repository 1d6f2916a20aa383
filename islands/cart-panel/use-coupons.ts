import { useLayoutEffect, useRef } from 'react';
import { applyCoupon, couponNoticeMs, removeCoupon } from '../../src/cart/change/rey-mini-cart';
import { alertsAroundLists, errorNotice } from '../../src/helpers/a11y';
import { parseServerHTML } from '../../src/dom';
import { useListener } from '../../src/hooks';
import { failureMessage } from '../../src/i18n/failure';

const FADE_MS = 300;

/**
 * The panel's coupon box: the toggle opens it, Enter in the field or its button applies the code,
 * a coupon row's remove link removes it. The server's notices show in `.rey-toggleCoupon-response`
 * and fade after `coupon_notice_timer` (else 2000 ms).
 */
export function useCoupons(panel: HTMLElement, onChanged: () => void): void {
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const latest = useRef(onChanged);
  latest.current = onChanged;

  useLayoutEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  const showNotices = (notices: Node) => {
    const box = panel.querySelector<HTMLElement>('.rey-toggleCoupon-response');
    if (!box || !notices.textContent?.trim()) return;
    box.replaceChildren(notices);
    box.classList.remove('--fading');
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current = [
      setTimeout(() => box.classList.add('--fading'), couponNoticeMs()),
      setTimeout(() => {
        box.replaceChildren();
        box.classList.remove('--fading');
      }, couponNoticeMs() + FADE_MS),
    ];
  };

  const run = async (busy: Element | null, call: () => Promise<string>) => {
    busy?.classList.add('--loading');
    try {
      showNotices(alertsAroundLists(parseServerHTML(await call(), panel.ownerDocument)));
      latest.current();
    } catch (error) {
      showNotices(errorNotice(panel.ownerDocument, failureMessage(error)));
    } finally {
      busy?.classList.remove('--loading');
    }
  };

  const apply = (field: HTMLInputElement) => {
    const box = field.closest('.rey-toggleCoupon');
    void run(box, () => applyCoupon(field.value.trim()));
  };

  useListener<MouseEvent>(panel, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLElement>('.rey-toggleCoupon-btn');
    if (toggle) {
      event.preventDefault();
      const box = toggle.closest('.rey-toggleCoupon');
      const open = !box?.classList.contains('--open');
      box?.classList.toggle('--open', open);
      toggle.setAttribute('aria-expanded', String(open));
      if (open) box?.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.focus();
      return;
    }
    const applyButton = target?.closest('.rey-toggleCoupon button[name="apply_coupon"]');
    if (applyButton) {
      event.preventDefault();
      const field = applyButton.closest('.rey-toggleCoupon')?.querySelector<HTMLInputElement>('input[name="coupon_code"]');
      if (field) apply(field);
      return;
    }
    const remove = target?.closest<HTMLElement>('a.woocommerce-remove-coupon[data-coupon]');
    if (remove) {
      event.preventDefault();
      const code = remove.dataset.coupon ?? '';
      void run(remove.closest('.minicart-total-row'), () => removeCoupon(code));
    }
  });

  useListener<KeyboardEvent>(panel, 'keydown', (event) => {
    const field = event.target;
    if (event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.matches('.rey-toggleCoupon input[name="coupon_code"]')) return;
    event.preventDefault();
    apply(field);
  });
}
