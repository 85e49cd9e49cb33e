import { describe, expect, it } from 'vitest';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { webLinks, webPaths } from '#common/web-paths.js';

describe('the web paths', () => {
  it("builds each link from its route's pattern, the values encoded", () => {
    expect(webPaths.orderDetails.pattern).toBe('/Order/OrderDetails/:orderId');
    expect(webPaths.orderDetails.href('a b/c')).toBe('/Order/OrderDetails/a%20b%2Fc');
    expect(webPaths.resetPassword.href('7f3e', 'tok-en_1')).toBe('/reset-password/7f3e/tok-en_1');
    expect(webPaths.product.href('p1')).toBe('/product/p1');
    expect(webPaths.productsByCategory.href('c1')).toBe('/products/category/c1');
    expect(webPaths.checkout.href()).toBe('/Order/Checkout');
    expect(webPaths.home.href()).toBe('/');
  });

  it('searches for the trimmed text, and an empty text is the plain list (spec 2.2)', () => {
    expect(webLinks.search('  red onion ')).toBe('/products/red%20onion');
    expect(webLinks.search('   ')).toBe('/products');
    expect(webLinks.categoryQuery('c1', 'Fruits & Nuts')).toBe('/products?categoryId=c1&categoryName=Fruits%20%26%20Nuts');
    expect(webLinks.features).toBe('/#features');
  });

  it("gives the admin area's nested routes a relative pattern and a full link", () => {
    expect(adminWebPaths.updateOrder.pattern).toBe('update/order/:orderId');
    expect(adminWebPaths.updateOrder.href('o1')).toBe('/admin/update/order/o1');
    expect(adminWebPaths.home.href()).toBe('/admin/home');
    expect(adminWebPaths.updateUser.href('u 1')).toBe('/admin/update/u%201');
  });
});
