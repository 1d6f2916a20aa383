import { afterEach, describe, expect, it } from 'vitest';
import { interact, mountIsland, settle } from '../../test/render-island';
import Popup from './Popup';
import { impressions } from './records';
import type { Settings } from './timing';

let unmounts: Array<() => void> = [];

afterEach(() => {
  unmounts.forEach((unmount) => unmount());
  unmounts = [];
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

/** A popup shown by its page-load trigger straight away, with no animations to wait for. */
async function shownPopup(id: string, timing: Settings = {}) {
  document.body.innerHTML = `<main><p id="page">Sidan</p></main><div data-elementor-type="popup" data-elementor-id="${id}"><p>Nyhetsbrev</p></div>`;
  const host = document.querySelector<HTMLElement>('[data-elementor-type="popup"]')!;
  const settings = { timing, triggers: { page_load: 'yes', page_load_delay: 0 }, entrance_animation: 'none', exit_animation: 'none' };
  unmounts.push(mountIsland(Popup, host, { id, settings }));
  // The modal's code is imported on the first show.
  for (let i = 0; i < 500 && !document.getElementById(`elementor-popup-modal-${id}`); i += 1) await settle();
  const modal = document.getElementById(`elementor-popup-modal-${id}`)!;
  expect(modal.style.display, 'shown').toBe('');
  return modal;
}

async function clickOnPage() {
  interact(() => document.getElementById('page')!.click());
  await settle();
}

describe('popup', () => {
  it('closes on a click outside it', async () => {
    const modal = await shownPopup('401');
    interact(() => modal.querySelector<HTMLElement>('.dialog-message p')!.click());
    await settle();
    expect(modal.style.display, 'a click inside keeps it').toBe('');
    await clickOnPage();
    expect(modal.style.display).toBe('none');
  });

  it('counts where Pro 3.33 counts: a session\'s impression as the rules are checked, every show, on close only when asked', async () => {
    const session = await shownPopup('402', { times: 'yes', times_times: 1, times_period: 'session' });
    expect(sessionStorage.getItem('popup-402-impressions-count')).toBe('1');
    expect(impressions('402', '')).toBe(1);
    await clickOnPage();
    expect(session.style.display).toBe('none');
    expect(sessionStorage.getItem('popup-402-impressions-count'), 'not again on close').toBe('1');

    const modal = await shownPopup('403', { times: 'yes', times_times: 3, times_period: 'day', times_count: 'close' });
    expect(impressions('403', 'day'), 'not yet: it counts on close').toBe(0);
    expect(impressions('403', ''), 'a popup that counts on close does not count its shows').toBe(0);
    await clickOnPage();
    expect(modal.style.display).toBe('none');
    expect(impressions('403', 'day')).toBe(1);
  });

  it('takes the shown copy out of the modal once hidden, and shows a fresh one next time', async () => {
    const modal = await shownPopup('404');
    modal.querySelector('.dialog-message p')!.textContent = 'Ändrad';
    await clickOnPage();
    expect(modal.querySelector('.dialog-message')!.children).toHaveLength(0);
  });

});
