import { describe, expect, it } from 'vitest';
import { watchEarlySwipes } from './early-swipe';

/** A touch event as a browser gives it: the fingers down, and those that changed. */
function touch(target: Element, type: 'touchstart' | 'touchend' | 'touchcancel', points: Array<[number, number]>) {
  const list = points.map(([clientX, clientY]) => ({ clientX, clientY }));
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: type === 'touchstart' ? list : [] });
  Object.defineProperty(event, 'changedTouches', { value: list });
  target.dispatchEvent(event);
}

function swipe(target: Element, from: [number, number], to: [number, number]) {
  touch(target, 'touchstart', [from]);
  touch(target, 'touchend', [to]);
}

function slides() {
  document.body.innerHTML = '<div class="wrapper"><div class="slide"></div><ul data-keen-slider-clickable><li><button></button></li></ul></div>';
  return { container: document.querySelector<HTMLElement>('.wrapper')!, slide: document.querySelector('.slide')!, arrow: document.querySelector('button')! };
}

describe('swipes before the slider library arrives', () => {
  it('a leftward swipe of 20 px or more asks for the next slide, a rightward one for the previous', () => {
    const { container, slide } = slides();
    const heard: boolean[] = [];
    watchEarlySwipes(container, false, (forward) => heard.push(forward));
    swipe(slide, [200, 100], [180, 104]);
    swipe(slide, [100, 100], [160, 90]);
    expect(heard).toEqual([true, false]);
  });

  it('a right-to-left gallery goes the other way', () => {
    const { container, slide } = slides();
    const heard: boolean[] = [];
    watchEarlySwipes(container, true, (forward) => heard.push(forward));
    swipe(slide, [200, 100], [150, 100]);
    expect(heard).toEqual([false]);
  });

  it('leaves short moves, page scrolls, pinches and the slider\'s controls alone', () => {
    const { container, slide, arrow } = slides();
    const heard: boolean[] = [];
    watchEarlySwipes(container, false, (forward) => heard.push(forward));
    swipe(slide, [200, 100], [181, 100]);
    swipe(slide, [200, 100], [170, 160]);
    touch(slide, 'touchstart', [[200, 100], [300, 100]]);
    touch(slide, 'touchend', [[100, 100]]);
    swipe(arrow, [200, 100], [100, 100]);
    touch(slide, 'touchstart', [[200, 100]]);
    touch(slide, 'touchcancel', [[200, 100]]);
    touch(slide, 'touchend', [[100, 100]]);
    expect(heard).toEqual([]);
  });

  it('once stopped, hears no new swipe but lets one under way finish', () => {
    const { container, slide } = slides();
    const heard: boolean[] = [];
    const stop = watchEarlySwipes(container, false, (forward) => heard.push(forward));
    touch(slide, 'touchstart', [[200, 100]]);
    stop();
    touch(slide, 'touchend', [[100, 100]]);
    swipe(slide, [200, 100], [100, 100]);
    expect(heard).toEqual([true]);
  });
});
