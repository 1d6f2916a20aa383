// The modal a popup shows in, shaped like the page builder's (Dialogs Manager's lightbox widget), so
// the shop's popup CSS (`#elementor-popup-modal-{id} .dialog-widget-content …`) and third-party code
// find what they expect. It arrives with the first popup that shows.
import { t } from '../../src/i18n';
import { injectStyle } from '../../src/runtime/styles';
import css from './style.css';

injectStyle('popup', css);

export interface PopupModal {
  root: HTMLElement;
  content: HTMLElement;
  message: HTMLElement;
  closeButton: HTMLElement;
}

function div(doc: Document, className: string): HTMLElement {
  const el = doc.createElement('div');
  el.className = className;
  return el;
}

/** Builds the (hidden) modal in the body; one per popup, reused by every show. */
export function createModal(id: string, extraClasses: string, closeOutside: boolean, doc: Document = document): PopupModal {
  const root = div(doc, `dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal ${extraClasses}`.trim());
  root.id = `elementor-popup-modal-${id}`;
  root.setAttribute('aria-modal', 'true');
  // Dialogs Manager says role="document", where aria-modal is not allowed; a dialog is what it is.
  root.setAttribute('role', 'dialog');
  root.tabIndex = 0;
  root.style.display = 'none';

  // `animated` for good, as Pro adds it when it makes the modal; each animation adds its name.
  const content = div(doc, 'dialog-widget-content dialog-lightbox-widget-content animated');
  const closeButton = doc.createElement('a');
  closeButton.className = 'dialog-close-button dialog-lightbox-close-button';
  closeButton.href = '#';
  closeButton.setAttribute('role', 'button');
  closeButton.tabIndex = 0;
  closeButton.setAttribute('aria-label', t('close'));
  const icon = doc.createElement('i');
  icon.className = 'eicon-close';
  icon.setAttribute('aria-hidden', 'true');
  closeButton.append(icon);
  const message = div(doc, 'dialog-message dialog-lightbox-message');
  content.append(closeButton, div(doc, 'dialog-header dialog-lightbox-header'), message, div(doc, 'dialog-buttons-wrapper dialog-lightbox-buttons-wrapper'));
  root.append(content);
  if (closeOutside) root.append(closeButton);
  doc.body.append(root);
  return { root, content, message, closeButton };
}

/**
 * Shows the modal with a fresh copy of the popup document in it (islands inside it mount on their own)
 * and returns the copy. The previous copy, with whatever the visitor did to it, is dropped.
 */
export function showInModal(modal: PopupModal, wrapper: HTMLElement, children: DocumentFragment): HTMLElement {
  const copy = wrapper.cloneNode(false) as HTMLElement;
  for (const attr of [...copy.attributes]) if (attr.name.startsWith('data-wi-')) copy.removeAttribute(attr.name);
  // Shown inline, as Pro shows its copy: the popup stylesheet hides the printed popup documents.
  copy.style.display = 'block';
  copy.append(children.cloneNode(true));
  modal.message.replaceChildren(copy);
  nameDialog(modal.root, copy);
  modal.root.style.display = '';
  return copy;
}

/** The dialog is named by the popup's first heading, else by a generic label. */
function nameDialog(root: HTMLElement, copy: HTMLElement): void {
  const heading = copy.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
  if (heading) {
    heading.id ||= `${root.id}-title`;
    root.setAttribute('aria-labelledby', heading.id);
    root.removeAttribute('aria-label');
  } else {
    root.removeAttribute('aria-labelledby');
    root.setAttribute('aria-label', t('popup_label'));
  }
}
