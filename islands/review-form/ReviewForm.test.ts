import { afterEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland, settle } from '../../test/render-island';
import ReviewForm, { read } from './ReviewForm';

let unmount = () => {};

afterEach(() => {
  unmount();
  document.body.replaceChildren();
  delete (window as { reyParams?: unknown }).reyParams;
});

describe('review form', () => {
  it('ajax mode: a form with no fields to send logs \'Form data empty…\' and sends nothing', async () => {
    (window as { reyParams?: unknown }).reyParams = { ajax_add_review: '1' };
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="review_form"><div id="respond"><form class="comment-form"><input type="submit" id="submit" value="Skicka"></form></div></div>';
    const host = document.querySelector<HTMLElement>('#respond')!;
    unmount = mountIsland(ReviewForm, host, read(host));

    interact(() => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    await settle();
    expect(logged).toHaveBeenCalledWith('[woo-islands] Form data empty. Please reload and try again.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
