import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { login, type SignedIn, signUp } from '#tests/support/factories.js';
import { createMailingShop, eventually } from '#tests/support/mail.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';

/**
 * API.md "Languages and search": the account keeps the shopper's language (en, hi, mr), set at
 * sign-up or later, and every mail to the shopper is written in it; the shop's own mails stay
 * English (decision 0015). Mails are read as the test mail server receives them.
 */
let smtp: TestSmtpServer;
let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createMailingShop(smtp);
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
});
afterAll(async () => {
  await shop.close();
  await smtp.stop();
});

const password = 'correct horse battery';
const register = (payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      firstName: 'Sunita',
      lastName: 'Jadhav',
      email: `shopper-${randomUUID()}@example.com`,
      password,
      confirmPassword: password,
      ...payload,
    },
  });
const setLanguage = (cookie: string | undefined, payload: unknown) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
const me = async (cookie: string) =>
  (await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie } })).json().user;
const askReset = (email: string, language?: string) =>
  shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload: { email, ...(language ? { language } : {}) } });

/** The `count`-th mail to `address` once it has arrived. */
async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  await eventually(`${count} mails to ${address}`, () => smtp.mailsTo(address).length >= count);
  return smtp.mailsTo(address)[count - 1] as ReceivedMail;
}

describe("the shopper's language", () => {
  it('is English for an account that never chose one, in every user answer', async () => {
    const shopper = await signUp(shop);
    expect(shopper.user.language).toBe('en');
    expect((await me(shopper.cookie)).language).toBe('en');
  });

  it('is kept from the sign-up, and shown at login', async () => {
    const response = await register({ language: 'mr' });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = response.json();
    expect(user.language).toBe('mr');
    const login = await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: user.email, password } });
    expect(login.json().user.language).toBe('mr');
  });

  it('refuses a sign-up in a language the shop does not speak', async () => {
    const response = await register({ language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: ['Language: Choose One Of en, hi, mr..!!'] });
  });

  it('is changed by the signed-in shopper, and answered with the account', async () => {
    const shopper = await signUp(shop);
    const response = await setLanguage(shopper.cookie, { language: 'hi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Language Updated..!!', user: { ...shopper.user, language: 'hi' } });
    expect((await me(shopper.cookie)).language).toBe('hi');
    // Another session of the same account reads the same choice.
    expect((await me(await login(shop.app, shopper.email, shopper.password))).language).toBe('hi');
  });

  it.each([[{ language: 'fr' }], [{ language: 'HI' }], [{ language: 2 }], [{}]])(
    'refuses %j with 400, changing nothing',
    async (payload) => {
      const shopper = await signUp(shop);
      const response = await setLanguage(shopper.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message: ['Language: Choose One Of en, hi, mr..!!'] });
      expect((await me(shopper.cookie)).language).toBe('en');
    },
  );

  it('refuses a guest', async () => {
    const response = await setLanguage(undefined, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('the password-reset mail', () => {
  it("is written in the language asked in, else the account's", async () => {
    const marathi = (await register({ language: 'mr', firstName: 'Sunita' })).json().user;
    expect((await askReset(marathi.email)).statusCode).toBe(200);
    const inMarathi = await mailTo(marathi.email);
    expect(inMarathi.subject).toBe('तुमचा पासवर्ड पुन्हा सेट करा');
    expect(inMarathi.text).toContain('नमस्कार Sunita,');
    expect(inMarathi.text).toContain('नवीन पासवर्ड निवडण्यासाठी 15 मिनिटांच्या आत ही लिंक उघडा:');
    expect(inMarathi.text).toContain(`${shop.config.publicUrl}/reset-password/${marathi._id}/`);
    expect(inMarathi.html).toContain('<html lang="mr">');

    expect((await askReset(marathi.email, 'hi')).statusCode).toBe(200);
    const inHindi = await mailTo(marathi.email, 2);
    expect(inHindi.subject).toBe('अपना पासवर्ड फिर से सेट करें');
    expect(inHindi.text).toContain('नमस्ते Sunita जी,');
    expect(inHindi.text).toContain('नया पासवर्ड चुनने के लिए 15 मिनट के अंदर यह लिंक खोलें:');
  });

  it('stays in English for an English account, and escapes the name in the HTML', async () => {
    const shopper = await signUp(shop, { firstName: '<b>Ravi</b>' });
    expect((await askReset(shopper.email)).statusCode).toBe(200);
    const mail = await mailTo(shopper.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello <b>Ravi</b>,\n\nOpen this link within 15 minutes to choose a new password:');
    expect(mail.html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ravi');
    // Both parts travel base64, which the mailer names rather than letting nodemailer count characters.
    expect(mail.raw.match(/^Content-Transfer-Encoding: .*$/gim)).toEqual([
      'Content-Transfer-Encoding: base64',
      'Content-Transfer-Encoding: base64',
    ]);
  });

  it('refuses a language the shop does not speak', async () => {
    const response = await askReset('someone@example.com', 'ta');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Language: Choose One Of en, hi, mr..!!']);
  });
});

describe('order mails', () => {
  it("are written in the shopper's language as it is when each is queued; the shop's stay English", async () => {
    const shopper = await signUp(shop, { firstName: 'Asha' });
    expect((await setLanguage(shopper.cookie, { language: 'hi' })).statusCode).toBe(200);
    const rice = await createProduct(shop, { rate: 12345.5, stocks: 100, name: 'Basmati Rice & <Dal>' });
    const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product: rice, quantity: 10 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: string = placed.json().order._id;
    const orderNumber: number = placed.json().order.orderNumber;

    const toShopper = await mailTo(shopper.email);
    expect(toShopper.subject).toBe(`आपका ऑर्डर ${orderNumber} मिल गया है - Grocery Shop`);
    expect(toShopper.text).toContain('ऑर्डर के लिए धन्यवाद, Asha जी!');
    expect(toShopper.text).toContain(`ऑर्डर नंबर: ${orderNumber}`);
    expect(toShopper.text).toContain('भुगतान: कैश ऑन डिलीवरी');
    expect(toShopper.text).toContain('- Basmati Rice & <Dal>: 10 Kg x ₹ 12,345.5 = ₹ 1,23,455');
    expect(toShopper.text).toContain('कुल: ₹ 1,23,455');
    expect(toShopper.text).toContain('डिलीवरी का पता:\n12 Market Road\nSangli - 416416\nमोबाइल: 9876543210');
    expect(toShopper.text).toContain(`अपना ऑर्डर देखें: ${shop.config.publicUrl}/Order/OrderDetails/${orderId}`);
    expect(toShopper.html).toContain('<html lang="hi">');
    expect(toShopper.html).toContain('Basmati Rice &amp; &lt;Dal&gt;');
    expect(toShopper.html).not.toContain('<Dal>');

    const ofOrder = () => smtp.mailsTo(admin.email).filter((mail) => mail.subject.includes(`Order ${orderNumber} `));
    await eventually('the shop’s mail', () => ofOrder().length === 1);
    expect(ofOrder()[0]?.subject).toBe(`New order: Order ${orderNumber} from Asha Patil, ₹ 1,23,455`);
    expect(ofOrder()[0]?.html).toContain('<html lang="en">');

    // The language changes before the order ships: the next mail follows it.
    expect((await setLanguage(shopper.cookie, { language: 'mr' })).statusCode).toBe(200);
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${orderId}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    const onItsWay = await mailTo(shopper.email, 2);
    expect(onItsWay.subject).toBe(`तुमची ऑर्डर ${orderNumber} वाटेत आहे - Grocery Shop`);
    expect(onItsWay.text).toContain('कृपया ₹ 1,23,455 तयार ठेवा.');
    expect(onItsWay.text).toMatch(/ऑर्डरची तारीख: \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} (AM|PM|am|pm) IST/);
    expect(onItsWay.html).toContain('<html lang="mr">');
    // The first mail was queued in Hindi and stays so.
    expect(smtp.mailsTo(shopper.email)[0]?.subject).toContain('आपका ऑर्डर');
  });

  it('tells a Marathi shopper the shop cancelled the order, giving no reason when none was given', async () => {
    const shopper = await signUp(shop, { firstName: 'Vijay' });
    expect((await setLanguage(shopper.cookie, { language: 'mr' })).statusCode).toBe(200);
    const placed = await placeOrder(
      shop,
      shopper.cookie,
      orderBody([{ product: await createProduct(shop, { rate: 40, stocks: 5 }), quantity: 1 }]),
    );
    const orderId: string = placed.json().order._id;
    const orderNumber: number = placed.json().order.orderNumber;
    await mailTo(shopper.email);
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${orderId}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await mailTo(shopper.email, 2);
    expect(cancelled.subject).toBe(`तुमची ऑर्डर ${orderNumber} रद्द झाली आहे - Grocery Shop`);
    expect(cancelled.text).toMatch(/ही ऑर्डर .+ IST रोजी दुकानाकडून रद्द करण्यात आली\. गैरसोयीबद्दल क्षमस्व\./);
    expect(cancelled.text).not.toContain('कारण:');
  });
});
