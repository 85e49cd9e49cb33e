import { describe, expect, it } from 'vitest';
import { fieldsBreaking, shippingProblem, trimShipping } from '#web/features/checkout/validate-shipping.js';

const good = { address: '12 MG Road', city: 'Pune', mobileNumber: '9876543210', pinCode: '411001' };

describe('the shipping rules of the checkout', () => {
  it('accepts complete details, trimmed', () => {
    expect(shippingProblem({ ...good, mobileNumber: ' 9876543210 ', city: ' Pune ' })).toBeNull();
    expect(trimShipping({ ...good, address: '  12 MG Road ', pinCode: '411001 ' })).toEqual(good);
  });

  it('wants exactly ten digits of mobile number, checked first', () => {
    for (const mobileNumber of ['987654321', '98765432100', '98765o4321', '']) {
      expect(shippingProblem({ ...good, mobileNumber, pinCode: 'x', city: '' })).toBe('checkout.mobileInvalid');
    }
  });

  it('then exactly six digits of pin code', () => {
    for (const pinCode of ['41100', '4110011', '41100a']) {
      expect(shippingProblem({ ...good, pinCode, address: '' })).toBe('checkout.pinInvalid');
    }
  });

  it('then an address and a city that are not blank', () => {
    expect(shippingProblem({ ...good, address: '   ' })).toBe('checkout.allRequired');
    expect(shippingProblem({ ...good, city: '\t' })).toBe('checkout.allRequired');
  });

  it('names the fields a rule is still about, and none once they are mended', () => {
    const typing = { ...good, mobileNumber: '98765', pinCode: '', address: '', city: '' };
    expect(fieldsBreaking('checkout.mobileInvalid', typing)).toEqual(['mobileNumber']);
    expect(fieldsBreaking('checkout.mobileInvalid', { ...typing, mobileNumber: '+91 98765 43210' })).toEqual([]);
    expect(fieldsBreaking('checkout.pinInvalid', typing)).toEqual(['pinCode']);
    expect(fieldsBreaking('checkout.pinInvalid', { ...typing, pinCode: '411001' })).toEqual([]);
    expect(fieldsBreaking('checkout.allRequired', typing)).toEqual(['address', 'city']);
    expect(fieldsBreaking('checkout.allRequired', { ...typing, address: '12 MG Road' })).toEqual(['city']);
    expect(fieldsBreaking('checkout.allRequired', { ...typing, address: '12 MG Road', city: 'Pune' })).toEqual([]);
  });
});
