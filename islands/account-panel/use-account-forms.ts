import { useLayoutEffect, useRef } from 'react';
import { alertsAroundLists, errorNotice } from '../../src/helpers/a11y';
import { navigate, parseServerHTML } from '../../src/dom';
import { emit } from '../../src/events';
import { useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import { failureMessage } from '../../src/i18n/failure';
import { reyAjax } from '../../src/rey-ajax';
import { loadWishlist } from '../../src/wishlist/data';
import { accountAnswer, afterLogin } from './answer';

// Rey's pause before the chosen form shows, and how long a notice marked --vanish stays (theme §9).
export const FORM_SWITCH_MS = 1000;
export const VANISH_AFTER_MS = 5000;

const FORMS = '.rey-accountForms';
const ACTION_TYPES: Array<[string, 'login' | 'register' | 'forgot']> = [
  ['.woocommerce-form-login, .js-rey-woocommerce-form-login', 'login'],
  ['.woocommerce-form-register, .js-rey-woocommerce-form-register', 'register'],
  ['.woocommerce-form-forgot, .js-rey-woocommerce-form-forgot', 'forgot'],
];

function noticeArea(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('.rey-accountForms-notice') ?? form.closest('.rey-accountPanel-form')?.querySelector<HTMLElement>('.rey-accountForms-notice') ?? null;
}

function showNotice(area: HTMLElement | null, content: Node): void {
  if (!area) return;
  area.replaceChildren(content);
  area.classList.toggle('--filled', Boolean(area.textContent?.trim()));
}


/**
 * Rey's account forms in the panel: the switch links show the login, register or lost-password form
 * (after a second, the forms marked `--loading` meanwhile); the forms are sent through `account_forms`
 * with `action_type`, their fields and the submit button's value. A refusal shows its notice in the
 * form; a login or registration marks the page logged in and then loads the account menu, reloads, or
 * goes to the set URL; notices marked `--vanish` fade after 5 s. Fresh nonces (`account_forms_gn`) go
 * into the forms the first time the panel opens.
 */
export function useAccountForms(panel: HTMLElement | null, open: boolean, refreshNonces: boolean): void {
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const noncesAsked = useRef(false);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  useLayoutEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);

  useLayoutEffect(() => {
    if (!open || !panel || !refreshNonces || noncesAsked.current || !panel.querySelector(FORMS)) return;
    noncesAsked.current = true;
    reyAjax<Record<string, unknown>>('account_forms_gn', {}, { method: 'GET' })
      .then((nonces) => {
        for (const [name, value] of Object.entries(nonces ?? {})) {
          if (typeof value !== 'string') continue;
          for (const input of panel.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`)) input.value = value;
        }
      })
      .catch(() => {
        noncesAsked.current = false;
      });
  }, [panel, open, refreshNonces]);

  const vanish = (root: ParentNode) => {
    for (const notice of root.querySelectorAll<HTMLElement>('.rey-accountForms-notice.--vanish')) {
      later(() => {
        notice.replaceChildren();
        notice.classList.remove('--filled');
      }, VANISH_AFTER_MS);
    }
  };

  const switchTo = (forms: HTMLElement, location: string) => {
    const target = forms.querySelector<HTMLElement>(`.rey-accountPanel-form.${CSS.escape(location)}`);
    if (!target) return;
    forms.classList.add('--loading');
    forms.setAttribute('aria-busy', 'true');
    later(() => {
      for (const form of forms.querySelectorAll('.rey-accountPanel-form')) form.classList.toggle('--active', form === target);
      forms.classList.remove('--loading');
      forms.removeAttribute('aria-busy');
      target.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    }, FORM_SWITCH_MS);
  };

  useListener<MouseEvent>(panel, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLElement>(`${FORMS} [data-location], a.showlogin`);
    const forms = link?.closest<HTMLElement>(FORMS);
    if (!link || !forms) return;
    event.preventDefault();
    switchTo(forms, link.matches('a.showlogin') ? 'rey-loginForm' : link.getAttribute('data-location') ?? '');
  });

  const loggedIn = (forms: HTMLElement, type: 'login' | 'register', menu: string) => {
    const doc = forms.ownerDocument;
    doc.body.classList.add('logged-in');
    emit(`reycore/woocommerce/after_${type}`, [], doc);
    // Whose wishlist it is changed: TI's tinvwl_update_data cookie makes the store ask again.
    loadWishlist(doc);
    const next = afterLogin(forms.getAttribute('data-redirect-type'), forms.getAttribute('data-redirect-url'));
    if (next.kind === 'redirect' && navigate(next.url)) return;
    if (next.kind !== 'load_menu' || !menu) {
      window.location.reload();
      return;
    }
    const response = doc.createElement('div');
    response.className = 'rey-accountForms-response --load_menu';
    for (const name of ['data-account-tab']) if (forms.hasAttribute(name)) response.setAttribute(name, forms.getAttribute(name)!);
    response.classList.toggle('--active', forms.classList.contains('--active'));
    response.append(parseServerHTML(menu, doc));
    forms.replaceWith(response);
    vanish(response);
    response.querySelector<HTMLElement>('a[href], button')?.focus();
  };

  useListener<SubmitEvent>(panel, 'submit', (event) => {
    const form = event.target;
    const forms = form instanceof HTMLFormElement ? form.closest<HTMLElement>(FORMS) : null;
    if (!(form instanceof HTMLFormElement) || !forms || forms.hasAttribute('data-no-ajax')) return;
    const type = ACTION_TYPES.find(([selector]) => form.matches(selector))?.[1];
    if (!type) return;
    event.preventDefault();
    if (forms.classList.contains('--loading')) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.append(name, value);
    const submitter = event.submitter as HTMLButtonElement | null;
    if (submitter?.name) fields.append(submitter.name, submitter.value);
    forms.classList.add('--loading');
    submitter?.setAttribute('aria-busy', 'true');
    const area = noticeArea(form);
    reyAjax<unknown>('account_forms', { action_type: type }, { form: fields })
      .then((data) => {
        const answer = accountAnswer(data);
        if (!answer.success) {
          showNotice(area, answer.notices ? alertsAroundLists(parseServerHTML(answer.notices)) : errorNotice(form.ownerDocument, t('unknown_error')));
          vanish(form);
          return;
        }
        if (type === 'forgot') {
          if (answer.notices || answer.html) showNotice(area, alertsAroundLists(parseServerHTML(answer.notices || answer.html)));
          else switchTo(forms, 'rey-loginForm');
          return;
        }
        loggedIn(forms, type, answer.html);
      })
      .catch((error: unknown) => showNotice(area, errorNotice(form.ownerDocument, failureMessage(error))))
      .finally(() => {
        forms.classList.remove('--loading');
        submitter?.removeAttribute('aria-busy');
      });
  });
}
