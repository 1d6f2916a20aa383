import { describe, expect, it } from 'vitest';
import { format, limitsOf, normalise, stepped } from './steps';

const input = (attrs: Record<string, string>) => {
  const el = document.createElement('input');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('quantity limits', () => {
  it('default to min 1, max 99999, step 1', () => {
    expect(limitsOf(input({}))).toEqual({ min: 1, max: 99999, step: 1 });
    expect(limitsOf(input({ min: '', max: '', step: 'any' }))).toEqual({ min: 1, max: 99999, step: 1 });
  });

  it('read what the input carries, min 0 included', () => {
    expect(limitsOf(input({ min: '0', max: '12', step: '2' }))).toEqual({ min: 0, max: 12, step: 2 });
    expect(limitsOf(input({ min: '0.5', step: '0.25' }))).toEqual({ min: 0.5, max: 99999, step: 0.25 });
  });
});

describe('stepping', () => {
  const limits = { min: 1, max: 5, step: 1 };

  it('adds and removes one step inside the range', () => {
    expect(stepped(2, 1, limits)).toBe(3);
    expect(stepped(2, -1, limits)).toBe(1);
  });

  it('stops at min and at max', () => {
    expect(stepped(1, -1, limits)).toBe(1);
    expect(stepped(5, 1, limits)).toBe(5);
    expect(stepped(40, 1, limits)).toBe(5);
  });

  it('rounds down to a multiple of step counted from min, never below min', () => {
    expect(stepped(2, 1, { min: 2, max: 100, step: 4 })).toBe(6);
    expect(stepped(5, 1, { min: 2, max: 100, step: 4 })).toBe(6);
    expect(stepped(3, -1, { min: 2, max: 100, step: 4 })).toBe(2);
    expect(normalise(8, { min: 1, max: 99, step: 3 })).toBe(7);
    expect(normalise(0, { min: 1, max: 99, step: 3 })).toBe(1);
    expect(normalise(9, { min: 0, max: 99, step: 4 })).toBe(8);
  });

  it('stays on the grid at max when max is off it', () => {
    expect(stepped(8, 1, { min: 2, max: 10, step: 3 })).toBe(8);
  });

  it('treats an empty value as min', () => {
    expect(stepped(null, 1, limits)).toBe(2);
  });

  it('handles fractional steps without float noise and writes two decimals', () => {
    const half = { min: 0.5, max: 10, step: 0.1 };
    expect(stepped(0.2 + 0.1 + 0.4, 1, half)).toBe(0.8);
    expect(format(stepped(1, 1, { min: 0, max: 10, step: 0.25 }))).toBe('1.25');
    expect(format(1.5)).toBe('1.50');
    expect(format(3)).toBe('3');
  });
});
