// The manage-consent container's switches, fetched from Complianz and put in the container: the
// controller of the island (./ConsentManage.tsx), undone when it unmounts.
import { startConsent, syncCheckboxes } from '../../src/consent/engine';
import { fire } from '../../src/consent/events';
import { settings } from '../../src/consent/state';
import { parseServerHTML } from '../../src/dom';
import type { Undo } from '../../src/hooks';

/** A cache-defeating token, as Complianz adds to its REST calls (five random letters). */
function token(): string {
  return Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** An element of another tag with the same attributes and children. */
function retag(el: Element, tag: string): void {
  const copy = document.createElement(tag);
  for (const { name, value } of [...el.attributes]) copy.setAttribute(name, value);
  copy.append(...el.childNodes);
  el.replaceWith(copy);
}

/**
 * The switches come from Complianz's REST API (`manage_consent_html`: the categories of the banner).
 * Their ids are the banner's, so each gets a suffix: a label here must tick the box here. On the
 * statement the categories are open text rather than disclosures, so the checkboxes are not controls
 * inside a control (a summary) and every description is readable.
 */
function switches(html: string): DocumentFragment {
  const fragment = parseServerHTML(html);
  fragment.querySelectorAll('details.cmplz-category').forEach((details) => {
    const summary = details.querySelector(':scope > summary');
    if (summary) retag(summary, 'div');
    retag(details, 'div');
  });
  fragment.querySelectorAll('[id]').forEach((el) => {
    const id = el.id;
    el.id = `${id}-manage`;
    fragment.querySelectorAll(`label[for="${CSS.escape(id)}"]`).forEach((label) => label.setAttribute('for', `${id}-manage`));
  });
  return fragment;
}

/**
 * The manage-consent container on the cookie statement. Its switches work the same consent store as
 * the banner (the consent engine applies a change at once and reloads when something was revoked).
 */
export function showSwitches(host: HTMLElement): Undo {
  const { release } = startConsent();
  const controller = new AbortController();
  let added: Node[] = [];
  const noScript = document.getElementById('cmplz-manage-consent-container-nojavascript');
  const { url, locale } = settings();
  void import('../../src/http')
    .then(({ getJSON }) => getJSON<unknown>(`${url}manage_consent_html?${locale}&token=${token()}`, { signal: controller.signal }))
    .then((html) => {
      if (typeof html !== 'string' || controller.signal.aborted) return;
      const fragment = switches(html);
      added = [...fragment.childNodes];
      host.append(fragment);
      syncCheckboxes();
      if (noScript) noScript.style.display = 'none';
      host.style.display = 'block';
      fire('cmplz_manage_consent_container_loaded');
    })
    .catch(() => {
      // The statement's no-JavaScript text stays: it tells the visitor to use the manage button.
    });
  return () => {
    controller.abort();
    added.forEach((node) => node.parentNode?.removeChild(node));
    if (noScript) noScript.style.removeProperty('display');
    host.style.removeProperty('display');
    release();
  };
}
