import { describe, expect, it } from 'vitest';
import { returnPathOf, returnState, sameSitePath } from '#web/lib/return-path.js';

describe('where a shopper goes back to after signing in', () => {
  it('follows a path of this site, with its query and hash', () => {
    expect(sameSitePath('/Order/Checkout')).toBe('/Order/Checkout');
    expect(sameSitePath('/products?category=a,b&page=2#top')).toBe('/products?category=a,b&page=2#top');
    expect(sameSitePath('/Order/OrderDetails/4f1c')).toBe('/Order/OrderDetails/4f1c');
  });

  it('never leaves the site, however the address is dressed up', () => {
    for (const away of [
      'https://evil.example/Order/Checkout',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      '/%0a/evil.example\n',
      'javascript:alert(1)',
      'Order/Checkout',
      '',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(sameSitePath(away), away).toBeNull();
    }
  });

  it('reads it only from a { from } state that holds one, and hands it on the same way', () => {
    expect(returnPathOf({ from: '/Order/Checkout' })).toBe('/Order/Checkout');
    for (const state of [null, undefined, '/Order/Checkout', { from: 42 }, { from: '//evil.example' }, {}]) {
      expect(returnPathOf(state)).toBeNull();
    }
    expect(returnState('/Order/Checkout')).toEqual({ from: '/Order/Checkout' });
    expect(returnState(null)).toBeUndefined();
  });
});
