import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createMailingShop, eventually } from '#tests/support/mail.js';
import { saveSettings, setOrderStatus } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { call, placePaidBy, recordPayment } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';

/**
 * The payment in the order mails (API.md "Getting paid"; decision 0050), as a mail server
 * receives them: an unpaid UPI order's mails carry its exact `upi://pay` link (a button in the
 * HTML, written out in the text), the UPI ID for paying by hand and the way to the QR code on the
 * order's page; every mail names the way the shopper chose, and the shipped mail says what is
 * still to pay at the door.
 */
let smtp: TestSmtpServer;
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let rice: TestProduct;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createMailingShop(smtp);
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  await saveSettings(shop, admin.cookie, {
    shopName: 'Patil Fresh',
    paymentMethods: ['Cash', 'UPI'],
    upiId: 'patilfresh@okaxis',
    upiName: 'Patil & Sons',
  });
  rice = await createProduct(shop, { name: 'Rice', rate: 64.5, stocks: 1000 });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

/** The mail to `address` about `order` whose subject matches, once it has arrived. */
async function mailAbout(order: Order, address: string, subject: RegExp): Promise<ReceivedMail> {
  const find = () => smtp.mailsTo(address).find((mail) => mail.text.includes(`/${order._id}`) && subject.test(mail.subject));
  await eventually(`a mail to ${address} about order ${order.orderNumber}`, () => find() !== undefined);
  return find()!;
}

const linkOf = (order: Order, amount: string) =>
  `upi://pay?pa=patilfresh%40okaxis&pn=Patil%20%26%20Sons&am=${amount}&cu=INR&tn=Order%20${order.orderNumber}&tr=${order.orderNumber}`;

describe("an unpaid UPI order's mails", () => {
  it("carry the order's exact UPI link, the UPI ID and the way to the QR code when placed", async () => {
    const order = await placePaidBy(shop, asha, rice, 2, 'UPI');
    const mail = await mailAbout(order, asha.email, /placed/);
    const link = linkOf(order, '129.00');
    // The order page's own link, the same to the character.
    expect((await call(shop, asha.cookie, 'GET', `/api/user/my/order/${order._id}/upi`)).json().link).toBe(link);

    expect(mail.text).toContain('Payment: UPI');
    expect(mail.text).toContain(`Pay ₹ 129 by UPI:\n${link}\n`);
    expect(mail.text).toContain(`Or pay to the UPI ID patilfresh@okaxis (Patil & Sons) with the note "Order ${order.orderNumber}".`);
    expect(mail.text).toContain(
      `To scan the QR code from another phone: open your order: ${shop.config.publicUrl}/Order/OrderDetails/${order._id}`,
    );
    expect(mail.text).not.toContain('Cash on delivery');
    // The button is the link, its & written as HTML writes them in an attribute.
    expect(mail.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.html).toContain('>Pay by UPI app</a>');
    expect(mail.html).toContain('Patil &amp; Sons');
    // No picture: mail programs block data: and SVG images, and a phone cannot scan its own screen (decision 0050).
    expect(mail.html).not.toMatch(/<img/i);

    const toShop = await mailAbout(order, admin.email, /^New order/);
    expect(toShop.text).toContain('Payment: UPI');
    expect(toShop.text).toMatch(/^Placed on .* IST, to be paid by UPI\.$/m);
    expect(toShop.text).not.toContain('upi://');
  });

  it("carry the link in the shopper's language", async () => {
    const sunita = await signUp(shop, { firstName: 'Sunita' });
    const language = await call(shop, sunita.cookie, 'PUT', '/api/user/language', { language: 'hi' });
    expect(language.statusCode).toBe(200);
    const order = await placePaidBy(shop, sunita, rice, 1, 'UPI');
    const mail = await mailAbout(order, sunita.email, /मिल गया है/);
    expect(mail.text).toContain('भुगतान: UPI');
    expect(mail.text).toContain(`₹ 64.5 का भुगतान UPI से करें:\n${linkOf(order, '64.50')}\n`);
    expect(mail.text).toContain(`या UPI ID patilfresh@okaxis (Patil & Sons) पर "Order ${order.orderNumber}" लिखकर भुगतान करें।`);
    expect(mail.html).toContain('>UPI ऐप से भुगतान करें</a>');
  });

  it('ask for the money by UPI again when it ships, and not once it is paid', async () => {
    const unpaid = await placePaidBy(shop, asha, rice, 1, 'UPI');
    await setOrderStatus(shop, admin.cookie, unpaid._id, 'Shipped');
    const shipped = await mailAbout(unpaid, asha.email, /on its way/);
    expect(shipped.text).toContain('Please pay ₹ 64.5 by UPI, now or at the door.');
    expect(shipped.text).toContain(linkOf(unpaid, '64.50'));

    const paid = await placePaidBy(shop, asha, rice, 1, 'UPI');
    expect((await recordPayment(shop, admin.cookie, paid._id, { method: 'UPI' })).statusCode).toBe(200);
    await setOrderStatus(shop, admin.cookie, paid._id, 'Shipped');
    const paidShipped = await mailAbout(paid, asha.email, /on its way/);
    expect(paidShipped.text).toContain('It is paid: there is nothing to pay at the door.');
    expect(paidShipped.text).not.toContain('upi://');
  });
});

describe('an unpaid UPI order packed other than ordered', () => {
  it('asks by UPI for the packed amount, and a paid one for what the packing added, at the door', async () => {
    const order = await placePaidBy(shop, asha, rice, 2, 'UPI');
    await packed(shop, admin.cookie, order._id, [{ _id: rice.id, packedQuantity: 1.8 }]);
    const mail = await mailAbout(order, asha.email, /packed/);
    expect(mail.text).toContain(`Pay ₹ 116.1 by UPI:\n${linkOf(order, '116.10')}\n`);

    const paid = await placePaidBy(shop, asha, rice, 2, 'UPI');
    expect((await recordPayment(shop, admin.cookie, paid._id, { method: 'UPI' })).statusCode).toBe(200);
    await packed(shop, admin.cookie, paid._id, [{ _id: rice.id, packedQuantity: 2.2 }]);
    await setOrderStatus(shop, admin.cookie, paid._id, 'Shipped');
    const shipped = await mailAbout(paid, asha.email, /on its way/);
    expect(shipped.text).toContain('₹ 129 is paid: please keep the remaining ₹ 12.9 ready.');
    expect(shipped.text).not.toContain('upi://');
  });
});

describe("a cash order's mails", () => {
  it('say cash on delivery and carry no UPI link, in a shop that takes UPI too', async () => {
    const order = await placePaidBy(shop, asha, rice, 3);
    const placed = await mailAbout(order, asha.email, /placed/);
    expect(placed.text).toContain('Payment: Cash on delivery');
    expect(placed.text).not.toContain('upi://');
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const shipped = await mailAbout(order, asha.email, /on its way/);
    expect(shipped.text).toContain('Please keep ₹ 193.5 ready: payment is cash on delivery.');
    expect(shipped.text).not.toContain('upi://');
  });
});
