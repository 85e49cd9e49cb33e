import { describe, expect, it } from 'vitest';
import { amountInWords } from '#common/amount-in-words.js';

/** API.md "Tax and labels": the bill's amount in words, Indian style. */
describe('amountInWords', () => {
  it.each([
    [75, 'Paise Seventy-Five Only'],
    [100, 'Rupees One Only'],
    [9900, 'Rupees Ninety-Nine Only'],
    [17575, 'Rupees One Hundred Seventy-Five and Paise Seventy-Five Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [123_456_789_05, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Paise Five Only'],
    [0, 'Rupees Zero Only'],
    [2_000, 'Rupees Twenty Only'],
    [100_000_000_001, 'Rupees One Hundred Crore and Paise One Only'],
    [1_234_500_000_000, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty Lakh Only'],
  ])('writes %i paise as "%s"', (paise, text) => {
    expect(amountInWords(paise)).toBe(text);
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(/not an amount in paise/);
  });
});
