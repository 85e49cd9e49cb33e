import { describe, expect, it } from 'vitest';
import { GST_RATES } from '#common/constants.js';
import { billKindOf, lineTax, totalsByRate } from '#common/tax.js';

describe('the tax inside a price', () => {
  it('splits ₹ 17.75 at 5 % into ₹ 16.91 taxable and ₹ 0.42 each of CGST and SGST', () => {
    expect(lineTax(1775, 5)).toEqual({ amountPaise: 1775, gstRate: 5, taxablePaise: 1691, cgstPaise: 42, sgstPaise: 42 });
  });

  it('splits ₹ 99 at 18 % into ₹ 83.90 taxable and ₹ 7.55 each', () => {
    expect(lineTax(9900, 18)).toEqual({ amountPaise: 9900, gstRate: 18, taxablePaise: 8390, cgstPaise: 755, sgstPaise: 755 });
  });

  it('rounds a half paisa of each half up: ₹ 1.05 at 5 % has ₹ 0.03 each', () => {
    // 105 × 5 / 105 = 5 paise of tax, 2.5 a half.
    expect(lineTax(105, 5)).toMatchObject({ taxablePaise: 99, cgstPaise: 3, sgstPaise: 3 });
  });

  it('leaves an exempt line all taxable', () => {
    expect(lineTax(4550, 0)).toMatchObject({ taxablePaise: 4550, cgstPaise: 0, sgstPaise: 0 });
  });

  it('always adds up to the amount, within a paisa of amount × 100 / (100 + rate) taxable', () => {
    for (const rate of GST_RATES) {
      for (let amount = 0; amount <= 20_000; amount += 13) {
        const tax = lineTax(amount, rate);
        expect(tax.taxablePaise + tax.cgstPaise + tax.sgstPaise).toBe(amount);
        expect(tax.cgstPaise).toBe(tax.sgstPaise);
        expect(Math.abs(tax.taxablePaise - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses what is not an amount in paise', () => {
    expect(() => lineTax(10.5, 5)).toThrow(RangeError);
    expect(() => lineTax(-1, 5)).toThrow(RangeError);
  });

  it('adds lines up per slab, lowest first, the summary equal to the lines', () => {
    const lines = [lineTax(1775, 5), lineTax(9900, 18), lineTax(4000, 0), lineTax(1775, 5)];
    expect(totalsByRate(lines)).toEqual([
      { gstRate: 0, amountPaise: 4000, taxablePaise: 4000, cgstPaise: 0, sgstPaise: 0 },
      { gstRate: 5, amountPaise: 3550, taxablePaise: 3382, cgstPaise: 84, sgstPaise: 84 },
      { gstRate: 18, amountPaise: 9900, taxablePaise: 8390, cgstPaise: 755, sgstPaise: 755 },
    ]);
  });
});

describe('the kind of bill', () => {
  it('is a tax invoice with a GSTIN and a taxed line, a bill of supply with only exempt lines, a bill without a GSTIN', () => {
    expect(billKindOf('27ABCDE1234F1Z5', [{ gstRate: 0 }, { gstRate: 5 }])).toBe('TAX INVOICE');
    expect(billKindOf('27ABCDE1234F1Z5', [{ gstRate: 0 }])).toBe('BILL OF SUPPLY');
    expect(billKindOf('', [{ gstRate: 18 }])).toBe('BILL');
  });
});
