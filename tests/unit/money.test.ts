import { describe, expect, it } from 'vitest';
import {
  formatIndianNumber,
  formatRupees,
  fromMilli,
  hasAtMostDecimals,
  linePaise,
  milliToDecimal,
  toMilli,
  toPaise,
  toRupees,
} from '#common/money.js';
import { decimalField } from '#common/schemas/fields.js';

describe('money in integer paise', () => {
  it('turns rupees into paise without float drift and back', () => {
    expect(toPaise(45.5)).toBe(4550);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(1_000_000)).toBe(100_000_000);
    expect(toRupees(4550)).toBe(45.5);
    expect(toRupees(1999)).toBe(19.99);
    expect(toRupees(0)).toBe(0);
  });

  it('prices a line as rate x quantity, rounded half up to the paisa', () => {
    expect(linePaise(4550, 1500)).toBe(6825);
    expect(linePaise(333, 500)).toBe(167);
    expect(linePaise(1000, 1)).toBe(1);
    expect(linePaise(1, 499)).toBe(0);
    expect(linePaise(2000, 0)).toBe(0);
  });

  it('shows rupees with the ₹ sign and Indian lakh grouping', () => {
    expect(formatRupees(123456.5)).toBe('₹ 1,23,456.5');
    expect(formatRupees(10000000)).toBe('₹ 1,00,00,000');
    expect(formatRupees(45)).toBe('₹ 45');
    expect(formatRupees(0.456)).toBe('₹ 0.46');
  });

  it('writes every amount and count as Intl.NumberFormat does for India, in each language the shop speaks', () => {
    const locales = ['en-IN', 'hi-IN', 'mr-IN-u-nu-latn'];
    const rupees = locales.map((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
    // Lingui writes a plural's count with Intl's defaults: three decimals at most.
    const counts = locales.map((locale) => new Intl.NumberFormat(locale));
    const edges = [0, -0, 0.001, -0.001, 0.005, 0.004, 0.125, 1.005, 1.115, 2.675, 999.995, 99_999.999, 1e-7, 5e-3, 123_456_789_012.345];
    const edgesToo = [1e21, 1.5e25, -1e21, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, Number.NaN, Infinity, -Infinity];
    let seed = 20_261_127;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const randoms = Array.from({ length: 20_000 }, (_, i) => {
      const amount = random() * 10 ** Math.floor(random() * 13);
      // Whole paise, thousandths (a rate x a quantity) and any double at all, of either sign.
      const shaped = i % 3 === 0 ? Math.round(amount * 100) / 100 : i % 3 === 1 ? Math.round(amount * 1000) / 1000 : amount;
      return random() < 0.1 ? -shaped : shaped;
    });
    for (const value of [...edges, ...edgesToo, ...randoms]) {
      for (const intl of rupees) expect(formatRupees(value), String(value)).toBe(`₹ ${intl.format(value)}`);
      for (const intl of counts) expect(formatIndianNumber(value, 3), String(value)).toBe(intl.format(value));
    }
  });
});

describe('quantities in thousandths', () => {
  it('turns quantities into thousandths and back', () => {
    expect(toMilli(1.5)).toBe(1500);
    expect(toMilli('0.500')).toBe(500);
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(fromMilli(1500)).toBe(1.5);
    expect(fromMilli(1)).toBe(0.001);
  });

  it('writes thousandths as a numeric(12,3) text', () => {
    expect(milliToDecimal(1500)).toBe('1.500');
    expect(milliToDecimal(5)).toBe('0.005');
    expect(milliToDecimal(0)).toBe('0.000');
    expect(milliToDecimal(-250)).toBe('-0.250');
    expect(milliToDecimal(1_000_000_000)).toBe('1000000.000');
  });
});

describe('hasAtMostDecimals', () => {
  it.each([
    [45.5, 2, true],
    [45.55, 2, true],
    [45.555, 2, false],
    [0.1 + 0.2, 2, true],
    [1.005, 2, false],
    [0.001, 3, true],
    [0.0005, 3, false],
    [7, 0, true],
    [7.5, 0, false],
    [1e-9, 3, false],
    [1e-10, 2, false],
    [1000.001, 3, true],
    [123456.78, 2, true],
    [Number.NaN, 2, false],
    [Number.POSITIVE_INFINITY, 2, false],
  ])('%d with at most %d decimals: %s', (value, places, expected) => {
    expect(hasAtMostDecimals(value, places)).toBe(expected);
  });
});

describe('decimalField', () => {
  const quantity = decimalField('Quantity', { places: 3, max: 1000, positive: true });
  it.each([
    [0.001, true],
    [0.5, true],
    [1e-10, false],
    [0.0004, false],
    [0, false],
  ])('a positive quantity of %d is accepted: %s', (value, expected) => {
    expect(quantity.safeParse(value).success).toBe(expected);
  });
});
