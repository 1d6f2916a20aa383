/**
 * What a quantity typed into the panel becomes: null when there is nothing to send (empty, not a
 * number), else the whole number clamped to the input's min and max (Rey's panel sends the max when
 * more is typed).
 */
export function typedQuantity(value: string, min: string, max: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  let qty = Math.floor(n);
  const upper = max.trim() === '' ? Infinity : Number(max);
  const lower = min.trim() === '' ? 0 : Number(min);
  if (Number.isFinite(upper) && qty > upper) qty = upper;
  if (Number.isFinite(lower) && qty < lower) qty = lower;
  return qty;
}
