import { describe, expect, it } from 'vitest';
import { effectValue, mouseEffects, mouseValues, movePoint, scrollEffects, viewportPercentage } from './motion-effects';

describe('scrolling motion effects', () => {
  it('reads the effects switched on, with their options (a slider as its size, a range as its sizes)', () => {
    const effects = scrollEffects({
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: { unit: 'px', size: 4, sizes: [] },
      motion_fx_translateY_affectedRange: { unit: '%', size: '', sizes: { start: 10, end: 90 } },
      motion_fx_opacity_effect: '',
      motion_fx_opacity_level: { unit: 'px', size: 10, sizes: [] },
    });
    expect(effects).toEqual({ translateY: { speed: 4, affectedRange: { start: 10, end: 90 } } });
    expect(scrollEffects({ motion_fx_translateY_effect: 'yes' })).toEqual({});
  });

  it('measures how far an element has passed through the viewport', () => {
    expect(viewportPercentage({ top: 900, height: 300 }, 900)).toBe(0);
    expect(viewportPercentage({ top: 300, height: 300 }, 900)).toBe(50);
    expect(viewportPercentage({ top: -300, height: 300 }, 900)).toBe(100);
  });

  it('moves by speed × the distance from halfway, reversed by a direction, held within the affected range', () => {
    expect(effectValue('translateY', { speed: 4 }, 25).value).toBe('100px');
    expect(effectValue('translateY', { speed: 4, direction: 'negative' }, 25).value).toBe('-100px');
    expect(effectValue('translateY', { speed: 4, affectedRange: { start: 40, end: 60 } }, 25).value).toBe('40px');
    expect(effectValue('rotateZ', { speed: 1 }, 40)).toEqual({ rule: 'transform', key: 'rotateZ', value: '10deg' });
  });

  it('fades and blurs along their in/out course within the viewport range', () => {
    expect(movePoint(10, 'out-in', { start: 20, end: 80 })).toBe(0);
    expect(movePoint(50, 'out-in', { start: 20, end: 80 })).toBe(50);
    expect(movePoint(90, 'out-in', { start: 20, end: 80 })).toBe(100);
    expect(movePoint(90, 'in-out', { start: 20, end: 80 })).toBe(0);
    expect(effectValue('opacity', { direction: 'out-in', level: 10, range: { start: 20, end: 80 } }, 50)).toEqual({ rule: 'opacity', key: 'opacity', value: '0.5' });
    expect(effectValue('blur', { direction: 'out-in', level: 8, range: { start: 20, end: 80 } }, 10).value).toBe('8px');
    expect(effectValue('scale', { direction: 'out-in', speed: 4, range: { start: 20, end: 80 } }, 90).value).toBe('1.4');
  });
});

describe('mouse motion effects', () => {
  it('reads mouse track and tilt when mouse effects are on', () => {
    const settings = { motion_fx_motion_fx_mouse: 'yes', motion_fx_mouseTrack_effect: 'yes', motion_fx_mouseTrack_speed: { unit: 'px', size: 2, sizes: [] }, motion_fx_tilt_effect: 'yes', motion_fx_tilt_direction: 'negative' };
    expect(mouseEffects(settings)).toEqual({ mouseTrack: { speed: 2 }, tilt: { direction: 'negative' } });
    expect(mouseEffects({ ...settings, motion_fx_motion_fx_mouse: '' })).toEqual({});
  });

  it('moves against the pointer by speed × its distance from the middle; tilt turns a tenth of that', () => {
    expect(mouseValues('mouseTrack', { speed: 2 }, 0, 75)).toEqual([{ key: 'translateX', value: '100px' }, { key: 'translateY', value: '-50px' }]);
    expect(mouseValues('mouseTrack', { speed: 2, direction: 'negative' }, 0, 75)).toEqual([{ key: 'translateX', value: '-100px' }, { key: 'translateY', value: '50px' }]);
    expect(mouseValues('tilt', { speed: 4 }, 100, 0)).toEqual([{ key: 'rotateX', value: '20deg' }, { key: 'rotateY', value: '20deg' }]);
  });
});

describe('background motion effects', () => {
  it("read the background's own keys", () => {
    const settings = { background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: { unit: 'px', size: 4, sizes: [] }, motion_fx_translateY_effect: 'yes' };
    expect(scrollEffects(settings, 'background_motion_fx')).toEqual({ translateY: { speed: 4 } });
    expect(scrollEffects(settings)).toEqual({});
  });

  it('slide the layer through its extra room: none at the start, all of it at the end', () => {
    const room = { x: 0, y: 128 };
    expect(effectValue('translateY', { speed: 4 }, 0, room).value).toBe('0px');
    expect(effectValue('translateY', { speed: 4 }, 25, room).value).toBe('-32px');
    expect(effectValue('translateY', { speed: 4, direction: 'negative' }, 25, room).value).toBe('-96px');
  });
});
