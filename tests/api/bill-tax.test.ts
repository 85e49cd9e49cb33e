import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCoupon } from '../support/coupons.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, saveSettings } from '../support/orders.js';
import { packed } from '../support/packing.js';
import { pdfLinks } from '../support/pdf-qr.js';
import { ensurePdftotext, pdfPagesWithWords, pdfText, rowPattern } from '../support/pdf-text.js';
import { createProduct, type TestProduct } from '../support/products.js';

/** API.md "Tax and labels" (the bill) and decision 0059 (the 80 mm receipt). */
let shop: TestShop;
let asha: SignedIn;
let admin: SignedIn;
const GSTIN = '27AAPFU0939F1ZV';
beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
}, 300_000);
afterAll(() => shop.close());

const download = (orderId: string, query = '', cookie = asha.cookie) =>
  shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}/invoice${query}`, headers: { cookie } });

async function orderOf(shopper: SignedIn, lines: { product: TestProduct; quantity: number }[]): Promise<{ _id: string }> {
  const placed = await placeOrder(shop, shopper.cookie, orderBody(lines));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

async function billOf(orderId: string, query = '', cookie = asha.cookie): Promise<Buffer> {
  const response = await download(orderId, query, cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
}

/** A tea at 5 %, a soap at 18 % and tomatoes, exempt: the three kinds of line a grocer's bill has. */
async function threeSlabs() {
  return {
    tea: await createProduct(shop, { name: 'Assam Tea', unit: 'Packet', rate: 17.75, stocks: 10, hsn: '0902', gstRate: 5 }),
    soap: await createProduct(shop, { name: 'Neem Soap', unit: 'Packet', rate: 99, stocks: 10, hsn: '3401', gstRate: 18 }),
    tomato: await createProduct(shop, { name: 'Tomato', unit: 'Kg', rate: 40, stocks: 10, hsn: '0702' }),
  };
}

describe('a shop with a GSTIN', () => {
  it('prints a TAX INVOICE: each line taxed to the paisa, a summary per rate and the amount in words', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const { tea, soap, tomato } = await threeSlabs();
    const order = await orderOf(asha, [
      { product: tea, quantity: 1 },
      { product: soap, quantity: 1 },
      { product: tomato, quantity: 1 },
    ]);
    const text = pdfText(await billOf(order._id));

    expect(text).toMatch(/^.*TAX INVOICE$/m);
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toMatch(rowPattern('#', 'Item', 'HSN', 'Qty', 'Rate', 'GST', 'Taxable', 'CGST', 'SGST', 'Amount'));
    expect(text).toMatch(rowPattern('1', 'Assam Tea', '0902', '1', 'Packet', '17.75', '5%', '16.91', '0.42', '0.42', '17.75'));
    expect(text).toMatch(rowPattern('2', 'Neem Soap', '3401', '1', 'Packet', '99.00', '18%', '83.90', '7.55', '7.55', '99.00'));
    expect(text).toMatch(rowPattern('3', 'Tomato', '0702', '1', 'Kg', '40.00', '0%', '40.00', '0.00', '0.00', '40.00'));
    expect(text).toContain('GST summary');
    expect(text).toMatch(rowPattern('Exempt', '₹ 40.00', '₹ 0.00', '₹ 0.00', '₹ 40.00'));
    expect(text).toMatch(rowPattern('5% (CGST 2.5% + SGST 2.5%)', '₹ 16.91', '₹ 0.42', '₹ 0.42', '₹ 17.75'));
    expect(text).toMatch(rowPattern('18% (CGST 9% + SGST 9%)', '₹ 83.90', '₹ 7.55', '₹ 7.55', '₹ 99.00'));
    expect(text).toMatch(rowPattern('Total', '₹ 140.81', '₹ 7.97', '₹ 7.97', '₹ 156.75'));
    expect(text).toMatch(/Amount in words: Rupees One Hundred Fifty-Six and Paise Seventy-Five\s+Only/);
    expect(text).toMatch(rowPattern('Total', '₹ 156.75'));
  });

  it('prints a BILL OF SUPPLY, with HSN codes and the words but no tax, for an order of exempt lines only', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const { tomato } = await threeSlabs();
    const order = await orderOf(asha, [{ product: tomato, quantity: 2.5 }]);
    const text = pdfText(await billOf(order._id));

    expect(text).toMatch(/^.*BILL OF SUPPLY$/m);
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toMatch(rowPattern('1', 'Tomato', '0702', '2.5', 'Kg', '₹ 40.00', '₹ 100.00'));
    expect(text).not.toMatch(/CGST|SGST|GST summary/);
    expect(text).toContain('Amount in words: Rupees One Hundred Only');
  });

  it('taxes what was packed, not what was ordered, once a weighed line is packed', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const jaggery = await createProduct(shop, { name: 'Jaggery', unit: 'Kg', rate: 60, stocks: 10, hsn: '1701', gstRate: 5 });
    const order = await orderOf(asha, [{ product: jaggery, quantity: 2 }]);
    await packed(shop, admin.cookie, order._id, [{ _id: jaggery.id, packedQuantity: 2.15 }]);
    const text = pdfText(await billOf(order._id));

    // ₹ 129.00 packed (₹ 120.00 ordered): CGST = SGST = half of 12900 × 5 / 105 = 307.14… → 307 paise; taxable 12900 − 614.
    expect(text).toMatch(
      rowPattern('1', 'Jaggery (2 Kg ordered)', '1701', '2.15', 'Kg', '60.00', '5%', '122.86', '3.07', '3.07', '129.00'),
    );
    expect(text).toMatch(rowPattern('5% (CGST 2.5% + SGST 2.5%)', '₹ 122.86', '₹ 3.07', '₹ 3.07', '₹ 129.00'));
    expect(text).toContain('Rupees One Hundred Twenty-Nine Only');
  });

  it('keeps a cancelled tax invoice marked CANCELLED', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const { tea } = await threeSlabs();
    const order = await orderOf(asha, [{ product: tea, quantity: 2 }]);
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${order._id}/cancel`,
      headers: { cookie: asha.cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const text = pdfText(await billOf(order._id));
    expect(text).toMatch(/^.*TAX INVOICE$/m);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Nothing is payable against this bill.');
  });

  it("names the items in a Hindi shopper's script where the product has a Hindi name, headings in English", async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const kamla = await signUp(shop, { firstName: 'Kamla' });
    const language = await shop.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      headers: { cookie: kamla.cookie },
      payload: { language: 'hi' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const tea = await createProduct(shop, {
      name: 'Assam Tea',
      unit: 'Packet',
      rate: 17.75,
      stocks: 10,
      hsn: '0902',
      gstRate: 5,
      names: { hi: 'असम चाय', mr: 'आसाम चहा' },
    });
    const soap = await createProduct(shop, { name: 'Neem Soap', unit: 'Packet', rate: 99, stocks: 10, hsn: '3401', gstRate: 18 });
    const order = await orderOf(kamla, [
      { product: tea, quantity: 1 },
      { product: soap, quantity: 1 },
    ]);
    const text = pdfText(await billOf(order._id, '', kamla.cookie));
    expect(text).toMatch(rowPattern('1', 'असम चाय', '0902', '1', 'Packet', '17.75', '5%', '16.91', '0.42', '0.42', '17.75'));
    expect(text).toMatch(rowPattern('2', 'Neem Soap', '3401'));
    expect(text).not.toContain('Assam Tea');
    expect(text).toMatch(rowPattern('#', 'Item', 'HSN', 'Qty'));
    // The owner downloading it gets the shopper's bill, the same names.
    expect(pdfText(await billOf(order._id, '', admin.cookie))).toContain('असम चाय');
    // An English shopper's bill of the same product keeps the English name.
    const english = await orderOf(asha, [{ product: tea, quantity: 1 }]);
    expect(pdfText(await billOf(english._id))).toMatch(rowPattern('1', 'Assam Tea', '0902'));
  });
});

describe('a shop without a GSTIN', () => {
  it('prints a plain BILL with no HSN, tax or words, whatever slabs its products carry', async () => {
    await saveSettings(shop, admin.cookie, { gstin: '' });
    const { tea, tomato } = await threeSlabs();
    const order = await orderOf(asha, [
      { product: tea, quantity: 1 },
      { product: tomato, quantity: 1 },
    ]);
    const text = pdfText(await billOf(order._id));
    expect(text).toMatch(/^.*\s+BILL$/m);
    expect(text).not.toMatch(/TAX INVOICE|BILL OF SUPPLY|HSN|CGST|Amount in words|0902/);
    expect(text).toMatch(rowPattern('1', 'Assam Tea', '1', 'Packet', '₹ 17.75', '₹ 17.75'));
  });
});

describe('the 80 mm receipt', () => {
  it('prints the same tax invoice on a page 80 mm wide, as long as the bill', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN });
    const { tea, soap, tomato } = await threeSlabs();
    const order = await orderOf(asha, [
      { product: tea, quantity: 1 },
      { product: soap, quantity: 1 },
      { product: tomato, quantity: 1 },
    ]);
    const pdf = await billOf(order._id, '?paper=receipt');
    const pages = pdfPagesWithWords(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBe(226);
    expect(pages[0]!.height).toBeGreaterThan(300);
    expect(pages[0]!.height).toBeLessThan(1000);
    const words = pages[0]!.words;
    expect(words.filter((word) => word.xMin < 0 || word.xMax > 226)).toEqual([]);

    const text = pdfText(pdf);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Assam Tea');
    // Each line's tax under it; a label is never parted from its figure.
    expect(text).toMatch(/HSN\s0902 · GST\s5% · Taxable\s16\.91 · CGST\s0\.42 · SGST\s0\.42/);
    expect(text).toMatch(/HSN\s3401 · GST\s18% · Taxable\s83\.90 · CGST\s7\.55 · SGST\s7\.55/);
    expect(text).toMatch(rowPattern('GST', 'Taxable', 'CGST', 'SGST', 'Total'));
    expect(text).toMatch(rowPattern('0%', '40.00', '0.00', '0.00', '40.00'));
    expect(text).toMatch(rowPattern('5%', '16.91', '0.42', '0.42', '17.75'));
    expect(text).toMatch(rowPattern('18%', '83.90', '7.55', '7.55', '99.00'));
    expect(text).toMatch(rowPattern('Total', '140.81', '7.97', '7.97', '156.75'));
    expect(text).toMatch(rowPattern('Total', '₹ 156.75'));
    expect(text.replace(/\s+/g, ' ')).toContain('Rupees One Hundred Fifty-Six and Paise Seventy-Five Only');
  });

  it("carries an unpaid UPI order's QR code, centred, and where the money goes", async () => {
    await saveSettings(shop, admin.cookie, {
      gstin: GSTIN,
      paymentMethods: ['Cash', 'UPI'],
      upiId: 'patilfresh@okaxis',
      upiName: 'Patil & Sons',
    });
    const { soap } = await threeSlabs();
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: soap, quantity: 1 }], { paymentMethod: 'UPI' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const pdf = await billOf(placed.json().order._id, '?paper=receipt');
    const text = pdfText(pdf);
    expect(text).toContain('Pay by UPI · Amount due: ₹ 99.00');
    expect(text).toContain('UPI ID: patilfresh@okaxis');
    const [link] = pdfLinks(pdf);
    expect(link?.uri).toMatch(/^upi:\/\/pay\?pa=patilfresh%40okaxis&.*am=99\.00/);
    // 108 pt square in the middle of the roll.
    const [left, , right] = link!.rect;
    expect(Math.round(left + right)).toBe(226);
  });

  it('refuses another paper with 400 VALIDATION', async () => {
    const { tomato } = await threeSlabs();
    const order = await orderOf(asha, [{ product: tomato, quantity: 1 }]);
    const response = await download(order._id, '?paper=letter');
    expect({ status: response.statusCode, code: response.json().code }).toEqual({ status: 400, code: 'VALIDATION' });
    expect((await download(order._id, '?paper=a4')).statusCode).toBe(200);
  });
});

describe('an order with a coupon and a delivery charge', () => {
  it('taxes each line after its share of the discount, and lists the discount and the charge above the total', async () => {
    await saveSettings(shop, admin.cookie, { gstin: GSTIN, deliveryCharge: 40, freeDeliveryAbove: 500 });
    try {
      const { tea, soap } = await threeSlabs();
      await addCoupon(shop, admin.cookie, { code: 'SAVE10', kind: 'percent', value: 10 });
      const lines = [
        { product: tea, quantity: 2 },
        { product: soap, quantity: 1 },
      ];
      // ₹ 134.50 of items, 10 % off (₹ 13.45), ₹ 40 to deliver them.
      const placed = await placeOrder(shop, asha.cookie, orderBody(lines, { coupon: 'save10', total: 161.05 }));
      expect(placed.statusCode, placed.body).toBe(201);
      const text = pdfText(await billOf(placed.json().order._id));

      expect(text).toContain('Taxable value, CGST and SGST after the discount, spread over the lines.');
      // The discount spread by amount: ₹ 3.55 of the tea's ₹ 35.50, ₹ 9.90 of the soap's ₹ 99.
      expect(text).toMatch(rowPattern('1', 'Assam Tea', '0902', '2', 'Packet', '17.75', '5%', '30.43', '0.76', '0.76', '35.50'));
      expect(text).toMatch(rowPattern('2', 'Neem Soap', '3401', '1', 'Packet', '99.00', '18%', '75.50', '6.80', '6.80', '99.00'));
      expect(text).toMatch(rowPattern('Total', '₹ 105.93', '₹ 7.56', '₹ 7.56', '₹ 121.05'));
      expect(text).toMatch(rowPattern('Items total', '₹ 134.50'));
      expect(text).toMatch(rowPattern('Discount (SAVE10)', '− ₹ 13.45'));
      expect(text).toMatch(rowPattern('Delivery', '₹ 40.00'));
      expect(text).toMatch(rowPattern('Total', '₹ 161.05'));
      expect(text).toMatch(/Amount in words: Rupees One Hundred Sixty-One and Paise Five Only/);

      const receipt = pdfText(await billOf(placed.json().order._id, '?paper=receipt'));
      expect(receipt).toMatch(rowPattern('Discount (SAVE10)', '− ₹ 13.45'));
      expect(receipt).toMatch(rowPattern('Delivery', '₹ 40.00'));
    } finally {
      await saveSettings(shop, admin.cookie, { deliveryCharge: 0, freeDeliveryAbove: 0 });
    }
  });
});
