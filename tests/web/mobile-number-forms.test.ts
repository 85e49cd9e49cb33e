import { describe, expect, it } from 'vitest';
import { shippingProblem, trimShipping } from '#web/features/checkout/validate-shipping.js';

const good = { address: '12 MG Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

describe('the checkout’s mobile number as people type it', () => {
  it('accepts spaces, dashes, +91 and a leading 0, and sends the 10 digits', () => {
    for (const mobileNumber of ['+91 98765 43210', '098765-43210', '98765 43210', '+919876543210', ' 9876543210 ']) {
      expect(shippingProblem({ ...good, mobileNumber })).toBeNull();
      expect(trimShipping({ ...good, mobileNumber }).mobileNumber).toBe('9876543210');
    }
  });

  it('keeps the spec’s message for anything that is not 10 digits after that', () => {
    for (const mobileNumber of ['+91 98765 4321', '+1 98765 43210', '98765o4321', '0098765432100', '']) {
      expect(shippingProblem({ ...good, mobileNumber })).toBe('checkout.mobileInvalid');
    }
  });
});
