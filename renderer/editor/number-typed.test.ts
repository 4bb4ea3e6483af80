import { describe, expect, it } from 'vitest';
import { numberTyped } from './Form.tsx';

describe('a number as an editor types it', () => {
  it('reads digits, and a decimal point or comma in a field that is not whole', () => {
    expect(numberTyped(' 1000 ', true)).toBe(1000);
    expect(numberTyped('-2', true)).toBe(-2);
    expect(numberTyped('33.5', false)).toBe(33.5);
    expect(numberTyped('33,5', false)).toBe(33.5);
    // An office's longitude, three decimals after the point.
    expect(numberTyped('-78.472', false)).toBe(-78.472);
    expect(numberTyped('', true)).toBeUndefined();
  });

  it('keeps as text what is not a number of the field, so the validator says so: a thousands separator above all', () => {
    // JavaScript reads "1.000" as 1: a Spanish or German thousand would be saved as one.
    expect(numberTyped('1.000', true)).toBe('1.000');
    expect(numberTyped('12,500', false)).toBe('12,500');
    expect(numberTyped('33.5', true)).toBe('33.5');
    expect(numberTyped('mil', true)).toBe('mil');
  });
});
