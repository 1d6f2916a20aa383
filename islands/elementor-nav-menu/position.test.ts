import { describe, expect, it } from 'vitest';
import { subMenuMargins } from './position';

const view = { x: 0, y: 0, width: 1280, height: 900 };

describe('where a sub-menu opens', () => {
  it('below a top-level item of a horizontal menu, lined up with it', () => {
    expect(subMenuMargins({ horizontalParent: true, rtl: false, item: { x: 100, y: 10, width: 120, height: 46 }, sub: { width: 180, height: 120 }, view })).toEqual({ marginLeft: 0, marginTop: 0 });
  });

  it('moved back inside the window when it would stick out on the right', () => {
    expect(subMenuMargins({ horizontalParent: true, rtl: false, item: { x: 1200, y: 10, width: 60, height: 46 }, sub: { width: 180, height: 120 }, view }).marginLeft).toBe(-100);
  });

  it('beside a deeper item, or on its other side when there is no room', () => {
    const item = { x: 300, y: 100, width: 180, height: 40 };
    expect(subMenuMargins({ horizontalParent: false, rtl: false, item, sub: { width: 180, height: 120 }, view })).toEqual({ marginLeft: 180, marginTop: -40 });
    expect(subMenuMargins({ horizontalParent: false, rtl: false, item: { ...item, x: 1000 }, sub: { width: 180, height: 120 }, view }).marginLeft).toBe(-180);
  });

  it('a side sub-menu running off the bottom of the window is raised to fit', () => {
    expect(subMenuMargins({ horizontalParent: false, rtl: false, item: { x: 300, y: 850, width: 180, height: 40 }, sub: { width: 180, height: 200 }, view }).marginTop).toBe(-40 - 150);
  });
});
