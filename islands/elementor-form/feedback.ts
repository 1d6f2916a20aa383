// What the shopper sees of a send, in Elementor Pro's markup and classes: the form dimmed and
// `elementor-form-waiting` with the submit button disabled and its spinner while the answer is out,
// then `elementor-error` on each refused field's group with its message, and the form's message
// (`elementor-message-success` or `-danger`). Messages are inserted as text: Pro joins several with
// `<br>`, which become line breaks; nothing else in them is markup to us.

const MESSAGE = 'elementor-message';
const HELP = 'elementor-message elementor-message-danger elementor-help-inline elementor-form-help-inline';

/** The fields a message marks invalid (not the buttons, where `aria-invalid` means nothing). */
const FIELDS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea';

/** A message's text with Pro's `<br>` (and any block it wraps, such as its admin errors) as line breaks. */
export function messageNodes(message: string, doc: Document): Node[] {
  const parsed = new DOMParser().parseFromString(`<body>${message}</body>`, 'text/html');
  const nodes: Node[] = [];
  const walk = (parent: Node) => {
    for (const node of parent.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) nodes.push(doc.createTextNode(node.textContent ?? ''));
      else if (node.nodeName === 'BR') nodes.push(doc.createElement('br'));
      else if (node.nodeType === Node.ELEMENT_NODE) {
        const block = node.nodeName === 'DIV' || node.nodeName === 'P';
        if (block && nodes.length) nodes.push(doc.createElement('br'));
        walk(node);
      }
    }
  };
  walk(parsed.body);
  return nodes;
}

function alert(doc: Document, className: string, message: string, tag: 'div' | 'span'): HTMLElement {
  const el = doc.createElement(tag);
  el.className = className;
  el.setAttribute('role', 'alert');
  el.append(...messageNodes(message, doc));
  return el;
}

/** The submit buttons Pro's handler disables: every `[type="submit"]` of the form. */
const submitButtons = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('[type="submit"]')];

/**
 * Puts the form in its waiting state and clears what the last send showed; returns what ends the
 * waiting (always called: a send never leaves a spinner behind).
 */
export function startWaiting(form: HTMLFormElement): () => void {
  const doc = form.ownerDocument;
  clearFeedback(form);
  const opacity = form.style.opacity;
  form.style.opacity = '0.45';
  form.classList.add('elementor-form-waiting');
  form.setAttribute('aria-busy', 'true');
  // Only the buttons this send disables come back: one the shop disabled stays so.
  const buttons = submitButtons(form).filter((button) => !button.disabled);
  const focused = buttons.find((button) => button === doc.activeElement);
  const spinners = buttons.map((button) => {
    button.setAttribute('disabled', 'disabled');
    const wrapper = [...button.children].find((child) => child.tagName === 'SPAN');
    if (!wrapper) return null;
    const spinner = doc.createElement('span');
    spinner.className = 'elementor-button-text elementor-form-spinner';
    spinner.setAttribute('aria-hidden', 'true');
    const icon = doc.createElement('i');
    icon.className = 'fa fa-spinner fa-spin';
    spinner.append(icon, '\u00a0');
    wrapper.prepend(spinner);
    return spinner;
  });
  return () => {
    buttons.forEach((button) => button.removeAttribute('disabled'));
    spinners.forEach((spinner) => spinner?.remove());
    form.style.opacity = opacity;
    if (!form.getAttribute('style')) form.removeAttribute('style');
    form.classList.remove('elementor-form-waiting');
    form.removeAttribute('aria-busy');
    // A disabled button drops its focus; give it back to the shopper who pressed it.
    if (focused?.isConnected && (doc.activeElement === doc.body || doc.activeElement === null)) focused.focus();
  };
}

/** Takes away the last send's messages and error marks, as Pro does before each send. */
export function clearFeedback(form: HTMLFormElement): void {
  form.querySelectorAll(`.${MESSAGE}`).forEach((el) => el.remove());
  form.querySelectorAll('.elementor-error').forEach((el) => el.classList.remove('elementor-error'));
  for (const group of form.querySelectorAll('div.elementor-field-group')) {
    group.classList.remove('error');
    group.querySelectorAll('span.elementor-form-help-inline').forEach((el) => el.remove());
    group.querySelectorAll(FIELDS).forEach((field) => field.setAttribute('aria-invalid', 'false'));
  }
}

/**
 * Marks a refused field as Pro does: the group around `#form-field-{id}` gets `elementor-error` and
 * the message, its fields `aria-invalid`. Returns false when the form has no such field (a form-wide
 * check such as the honeypot's), whose message then only shows in the form's own message.
 */
export function markFieldError(form: HTMLFormElement, fieldId: string, message: string): boolean {
  const field = form.querySelector(`#${CSS.escape(`form-field-${fieldId}`)}`);
  const group = field?.parentElement;
  if (!field || !group) return false;
  group.classList.add('elementor-error');
  group.append(alert(form.ownerDocument, HELP, message, 'span'));
  group.querySelectorAll(FIELDS).forEach((el) => el.setAttribute('aria-invalid', 'true'));
  return true;
}

/** The form's message below its fields: success (with Pro's SVG-icon class when on) or danger. */
export function showMessage(form: HTMLFormElement, kind: 'success' | 'danger', message: string, svgIcons = false): HTMLElement {
  const className = `${MESSAGE} ${MESSAGE}-${kind}${kind === 'success' && svgIcons ? ` ${MESSAGE}-svg` : ''}`;
  const el = alert(form.ownerDocument, className, message, 'div');
  form.append(el);
  return el;
}
