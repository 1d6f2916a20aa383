import { afterEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland, settle } from '../../test/render-island';
import ElementorForm, { read } from './ElementorForm';

let unmount = () => {};

afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function mountForm(): HTMLFormElement {
  document.body.innerHTML = `<div class="elementor-widget-form"><form class="elementor-form" method="post" name="Kontakt">
    <input type="hidden" name="post_id" value="610"><input type="hidden" name="form_id" value="a1b2c3d">
    <input type="hidden" name="referer_title" value="Kontakt"><input type="hidden" name="queried_id" value="610">
    <div class="elementor-field-group"><input type="text" id="form-field-name" name="form_fields[name]" value="Kim"></div>
    <div class="elementor-field-group"><button type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Skicka</span></span></button></div>
  </form></div>`;
  const form = document.querySelector<HTMLFormElement>('form')!;
  unmount = mountIsland(ElementorForm, form, read(form));
  return form;
}

async function submitAndSettle(form: HTMLFormElement) {
  interact(() => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  for (let i = 0; i < 20 && form.classList.contains('elementor-form-waiting'); i += 1) await settle();
}

const message = (form: HTMLFormElement) => form.querySelector(':scope > .elementor-message')?.textContent;

describe('Elementor Pro form island', () => {
  it('sends the form\'s fields, action and referrer to admin-ajax, and nothing more', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json({ success: true, data: { message: 'Tack!', data: [] } }));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    await submitAndSettle(form);
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe('/wp-admin/admin-ajax.php');
    const sent = [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]);
    expect(sent).toEqual([
      ['post_id', '610'], ['form_id', 'a1b2c3d'], ['referer_title', 'Kontakt'], ['queried_id', '610'],
      ['form_fields[name]', 'Kim'], ['action', 'elementor_pro_forms_send_form'], ['referrer', location.toString()],
    ]);
    expect(message(form)).toBe('Tack!');
  });

  it('says why a send failed, and never leaves the spinner: offline, not JSON, a server error page, Pro\'s error with a 500', async () => {
    const answers: Array<() => Promise<Response>> = [
      async () => { throw new TypeError('Failed to fetch'); },
      async () => new Response('<p>Warning: something</p>{"success":true}', { status: 200 }),
      async () => new Response('<html><body>There has been a critical error on this website.</body></html>', { status: 500 }),
      async () => Response.json({ success: false, data: { message: 'Your submission failed because of a server error.', errors: [], data: [] } }, { status: 500 }),
    ];
    vi.stubGlobal('fetch', vi.fn(() => answers.shift()!()));
    const form = mountForm();
    const button = form.querySelector('button')!;
    const said: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await submitAndSettle(form);
      expect(form.classList.contains('elementor-form-waiting')).toBe(false);
      expect(button.disabled).toBe(false);
      expect(form.querySelector('.elementor-form-spinner')).toBeNull();
      expect(form.querySelectorAll('.elementor-message-danger')).toHaveLength(1);
      said.push(message(form)!);
    }
    expect(said).toEqual([
      'You are probably offline.',
      'The response is not a valid JSON response.',
      'An unknown error occurred.',
      'Your submission failed because of a server error.',
    ]);
  });

  it('ignores a second submit while the first waits for its answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const form = mountForm();
    interact(() => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await settle();
    interact(() => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(Response.json({ success: true, data: { message: 'Tack!', data: [] } }));
    for (let i = 0; i < 20 && form.classList.contains('elementor-form-waiting'); i += 1) await settle();
    expect(message(form)).toBe('Tack!');
  });

  it('refuses a form without the ids Pro\'s handler needs', () => {
    document.body.innerHTML = '<div class="elementor-widget-form"><form class="elementor-form"><input type="hidden" name="post_id" value="1"></form></div>';
    expect(() => read(document.querySelector('form')!)).toThrow(/form_id/);
  });
});
