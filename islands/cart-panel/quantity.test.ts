import { describe, expect, it } from 'vitest';
import { typedQuantity } from './quantity';

describe('typedQuantity', () => {
  it('ignores empty and non-numeric values', () => {
    expect(typedQuantity('', '0', '5')).toBeNull();
    expect(typedQuantity('   ', '0', '5')).toBeNull();
    expect(typedQuantity('abc', '0', '5')).toBeNull();
  });
  it('clamps to the max and the min', () => {
    expect(typedQuantity('12', '0', '5')).toBe(5);
    expect(typedQuantity('-3', '0', '5')).toBe(0);
    expect(typedQuantity('3', '0', '')).toBe(3);
  });
  it('keeps whole numbers', () => {
    expect(typedQuantity('2.7', '0', '')).toBe(2);
    expect(typedQuantity('0', '0', '9')).toBe(0);
  });
});
