import { afterEach, describe, expect, it, vi } from 'vitest';
import { interact, mountIsland, settle } from '../../test/render-island';
import ReviewVotes, { read } from './ReviewVotes';

let unmount = () => {};

afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

describe('review votes', () => {
  it('ignores a button of a vote type other than up or down', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      sent.push(await request.clone().text());
      return new Response('3 av 4 tyckte att den var till hjälp');
    }));
    document.body.innerHTML = `<div class="review-helpful" data-review_id="12" data-nonce="n1">
      <button data-type="up">Ja</button><button data-type="down">Nej</button><button data-type="report">Anmäl</button>
      <span class="review-helpful__count"></span></div>`;
    const host = document.querySelector<HTMLElement>('.review-helpful')!;
    unmount = mountIsland(ReviewVotes, host, read(host));
    const button = (type: string) => host.querySelector<HTMLElement>(`[data-type="${type}"]`)!;

    interact(() => button('report').click());
    await settle();
    expect(sent).toEqual([]);
    expect(button('report').classList.contains('--selected')).toBe(false);
    expect(host.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);

    interact(() => button('up').click());
    for (let i = 0; i < 5; i += 1) await settle();
    expect(sent).toHaveLength(1);
    expect(new URLSearchParams(sent[0]).get('type')).toBe('up');
    expect(button('up').getAttribute('aria-pressed')).toBe('true');
  });
});
