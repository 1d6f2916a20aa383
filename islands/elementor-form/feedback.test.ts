import { afterEach, describe, expect, it } from 'vitest';
import { clearFeedback, markFieldError, messageNodes, showMessage, startWaiting } from './feedback';

afterEach(() => document.body.replaceChildren());

function form(): HTMLFormElement {
  document.body.innerHTML = `<form class="elementor-form">
    <div class="elementor-field-group elementor-field-group-email"><label for="form-field-email">E-post</label><input type="email" id="form-field-email" name="form_fields[email]"></div>
    <div class="elementor-field-group elementor-field-type-submit"><button type="submit" class="elementor-button"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Skicka</span></span></button></div>
  </form>`;
  return document.querySelector('form')!;
}

describe('Elementor Pro form feedback', () => {
  it('shows a message as text, Pro\'s <br> and its admin block as line breaks, and nothing else as markup', () => {
    const nodes = messageNodes('Fel ett.<br>Fel två.<div class="elementor-forms-admin-errors">E-post: <b>SMTP</b></div><img src=x onerror="alert(1)">', document);
    const holder = document.createElement('div');
    holder.append(...nodes);
    expect(holder.innerHTML).toBe('Fel ett.<br>Fel två.<br>E-post: SMTP');
    expect(holder.querySelector('img, b, div')).toBeNull();
  });

  it('waits with Pro\'s classes and spinner, and gives everything back', () => {
    const el = form();
    const button = el.querySelector('button')!;
    const stop = startWaiting(el);
    expect(el.classList.contains('elementor-form-waiting')).toBe(true);
    expect(el.style.opacity).toBe('0.45');
    expect(button.disabled).toBe(true);
    expect(button.querySelector('.elementor-button-content-wrapper > .elementor-form-spinner > i.fa-spinner.fa-spin')).not.toBeNull();
    stop();
    expect(el.classList.contains('elementor-form-waiting')).toBe(false);
    expect(el.hasAttribute('style')).toBe(false);
    expect(button.disabled).toBe(false);
    expect(button.querySelector('.elementor-form-spinner')).toBeNull();
  });

  it('marks a refused field\'s group and clears it before the next send', () => {
    const el = form();
    expect(markFieldError(el, 'email', 'Fältet är obligatoriskt.')).toBe(true);
    expect(markFieldError(el, 'akismet', 'Spam')).toBe(false);
    showMessage(el, 'danger', 'Något gick fel.');
    const group = el.querySelector('.elementor-field-group-email')!;
    expect(group.classList.contains('elementor-error')).toBe(true);
    expect(group.querySelector('span.elementor-message.elementor-message-danger.elementor-help-inline.elementor-form-help-inline[role="alert"]')?.textContent).toBe('Fältet är obligatoriskt.');
    expect(el.querySelector('#form-field-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(el.querySelector(':scope > .elementor-message.elementor-message-danger[role="alert"]')?.textContent).toBe('Något gick fel.');
    clearFeedback(el);
    expect(el.querySelector('.elementor-message, .elementor-error')).toBeNull();
    expect(el.querySelector('#form-field-email')!.getAttribute('aria-invalid')).toBe('false');
  });

  it('gives the success message Pro\'s SVG-icon class when its inline icons are on', () => {
    const el = form();
    expect(showMessage(el, 'success', 'Tack!', true).className).toBe('elementor-message elementor-message-success elementor-message-svg');
    expect(showMessage(el, 'success', 'Tack!', false).className).toBe('elementor-message elementor-message-success');
  });
});
