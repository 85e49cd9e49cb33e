import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { RouteAccess } from '#server/http/access.js';
import { type FormEntries, multipartBody } from '../multipart.js';
import { shippingInfo } from '../orders.js';
import { HOSTILE_IDS, HOSTILE_QUERIES, HOSTILE_VALUES, MALFORMED_JSON } from './hostile-input.js';

/**
 * The requests of the fuzz pass (tests/trust/fuzz.test.ts): for each route a valid-looking
 * request (a template) with one part made hostile at a time, so that the hostile part is what
 * gets refused, plus malformed bodies and multipart forms.
 */

/** Real rows the requests aim at, and a valid image for the parts that must pass. */
export interface FuzzTargets {
  category: string;
  product: string;
  order: string;
  customer: string;
  customerEmail: string;
  png: Buffer;
}

interface JsonTemplate {
  kind: 'json';
  body: () => Record<string, unknown>;
  /** The leaves that decide the request (extras such as a cart line's name are ignored by design). */
  leaves: string[];
}
interface FormTemplate {
  kind: 'form';
  fields: () => Record<string, string | string[]>;
  imageField: string;
  imageRequired: boolean;
  hostileFields: Record<string, string[]>;
}
type Template = JsonTemplate | FormTemplate;

const TEXT = ['', '   ', 'x'.repeat(5000), '🛒'.repeat(60), 'a\u0000b'];
const productForm = (targets: FuzzTargets): FormTemplate => ({
  kind: 'form',
  imageField: 'image',
  imageRequired: true,
  fields: () => ({ name: 'Okra', unit: 'Kg', rate: '35', stocks: '10', category: targets.category, kilogramOption: ['0.5', '1'] }),
  hostileFields: {
    name: TEXT,
    unit: TEXT,
    rate: ['', 'NaN', 'Infinity', '-1', '0', '1e400', '1e3', '0x10', '1.234', '0.000000001', '1000001', 'a\u0000'],
    stocks: ['', 'NaN', 'Infinity', '-1', '1e400', 'abc', '1000001', '1.2345'],
    category: ['', 'not-a-uuid', randomUUID(), "' OR 1=1--", 'a\u0000b'],
    kilogramOption: ['0', '-1', 'abc', 'NaN', '0.0000000001', '1.2345'],
    // Blank is valid (the shop's threshold applies), so it is not among these.
    low_stock_threshold: ['-1', 'abc', 'NaN', 'Infinity', '1e400', '1.2345', '1000001', 'a\u0000'],
    // Blank is valid (the shop's limit applies); below the smallest option is refused too.
    max_per_order: ['0', '-1', 'abc', 'NaN', 'Infinity', '1e400', '0.0001', '1000.5', '0.25', 'a\u0000'],
  },
});
const categoryForm = (_targets: FuzzTargets): FormTemplate => ({
  kind: 'form',
  imageField: 'categoryImage',
  imageRequired: true,
  fields: () => ({ categoryName: 'Spices' }),
  hostileFields: { categoryName: TEXT },
});

/** The routes that read a body, by `METHOD /url` (the fuzz test checks that none is missing). */
export const TEMPLATES: Record<string, (targets: FuzzTargets) => Template> = {
  'POST /api/user/register': () => ({
    kind: 'json',
    body: () => ({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: `new-${randomUUID()}@example.com`,
      password: 'green peas 42',
      confirmPassword: 'green peas 42',
    }),
    leaves: ['firstName', 'lastName', 'email', 'password', 'confirmPassword'],
  }),
  'POST /api/user/login': (targets) => ({
    kind: 'json',
    body: () => ({ email: targets.customerEmail, password: 'not the password' }),
    leaves: ['email', 'password'],
  }),
  'PUT /api/user/changePassword': () => ({
    kind: 'json',
    body: () => ({ password: 'a new password 1', confirm_password: 'a new password 1' }),
    leaves: ['password', 'confirm_password'],
  }),
  'POST /api/user/send-reset-password-email': (targets) => ({
    kind: 'json',
    body: () => ({ email: targets.customerEmail }),
    leaves: ['email'],
  }),
  'POST /api/user/reset-password/:id/:token': () => ({
    kind: 'json',
    body: () => ({ password: 'a new password 1', confirm_password: 'a new password 1' }),
    leaves: ['password', 'confirm_password'],
  }),
  // Codes texted to a number (API.md "Phone first"): no code was sent to it, so a valid body is refused with 400 too.
  'POST /api/auth/otp/send': () => ({
    kind: 'json',
    body: () => ({ mobile: '9876500001', language: 'hi' }),
    leaves: ['mobile', 'language'],
  }),
  'POST /api/auth/otp/verify': () => ({
    kind: 'json',
    body: () => ({ mobile: '9876500002', code: '123456', firstName: 'Ravi', lastName: 'Kumar', language: 'mr' }),
    leaves: ['mobile', 'code', 'firstName', 'lastName', 'language'],
  }),
  'PUT /api/user/mobile': () => ({ kind: 'json', body: () => ({ mobile: '9876500003', code: '123456' }), leaves: ['mobile', 'code'] }),
  'PUT /api/user/admin/user/:id': () => ({ kind: 'json', body: () => ({ UserRole: 'Admin' }), leaves: ['UserRole'] }),
  'PUT /api/user/language': () => ({ kind: 'json', body: () => ({ language: 'hi' }), leaves: ['language'] }),
  'POST /api/user/new/order': (targets) => ({
    kind: 'json',
    // A well-formed slot the shop does not offer: the hostile values of its leaf are refused with 400, never booked.
    body: () => ({ cartItems: [{ id: targets.product, quantity: 1 }], shippingInfo, total: 40, deliverySlot: '2026-11-25_07:00-10:00' }),
    leaves: [
      'cartItems',
      'cartItems.0',
      'cartItems.0.id',
      'cartItems.0.quantity',
      'shippingInfo',
      'shippingInfo.address',
      'shippingInfo.city',
      'shippingInfo.mobileNumber',
      'shippingInfo.pinCode',
      'total',
      'deliverySlot',
    ],
  }),
  'PUT /api/user/update/order/:id': () => ({ kind: 'json', body: () => ({ oStatus: 'Shipped' }), leaves: ['oStatus'] }),
  // Aimed at orders that do not exist: a valid reason is refused with 404, a hostile one with 400.
  'PUT /api/user/my/order/:orderId/cancel': () => ({ kind: 'json', body: () => ({ reason: 'Ordered twice' }), leaves: ['reason'] }),
  // The payments' writes, aimed at orders that do not exist: a valid body is refused with 404, a hostile one with 400.
  'PUT /api/user/my/order/:orderId/payment': () => ({ kind: 'json', body: () => ({ reference: '412345678901' }), leaves: ['reference'] }),
  'PUT /api/admin/orders/:id/payment': () => ({
    kind: 'json',
    body: () => ({ method: 'UPI', reference: '412345678901' }),
    leaves: ['method', 'reference'],
  }),
  'PUT /api/admin/orders/:id/refund': () => ({ kind: 'json', body: () => ({ reference: 'Refund 17' }), leaves: ['reference'] }),
  // The packing, aimed at orders that do not exist: a valid body is refused with 404, a hostile one with 400.
  'PUT /api/admin/orders/:id/packing': (targets) => ({
    kind: 'json',
    body: () => ({ items: [{ _id: targets.product, packedQuantity: 1.08 }] }),
    leaves: ['items', 'items.0', 'items.0._id', 'items.0.packedQuantity'],
  }),
  // The delivery run, aimed at orders that do not exist: a valid body is refused with 404, a hostile one with 400.
  'PUT /api/admin/orders/:id/rider': () => ({ kind: 'json', body: () => ({ riderId: null }), leaves: ['riderId'] }),
  'PUT /api/rider/orders/:id/delivered': () => ({
    kind: 'json',
    body: () => ({ code: '1234', collected: 'Cash', reference: 'Receipt 17' }),
    leaves: ['code', 'collected', 'reference'],
  }),
  // The khata's writes, aimed at accounts that do not exist: a valid body is refused with 404, a hostile one with 400.
  'PUT /api/admin/users/:id/credit': () => ({ kind: 'json', body: () => ({ creditLimit: 1500 }), leaves: ['creditLimit'] }),
  'POST /api/admin/khata/:userId/payments': () => ({
    kind: 'json',
    body: () => ({ amount: 120.5, method: 'Cash', reference: 'Receipt 17' }),
    leaves: ['amount', 'method', 'reference'],
  }),
  // Reads no body: whatever is sent is ignored or refused as malformed, never a 5xx.
  'POST /api/admin/khata/:userId/reminder': () => ({ kind: 'json', body: () => ({}), leaves: [] }),
  // Leaves where no hostile value is a valid setting (an empty list of pin codes, or 0 for a slot's capacity, would be).
  'PUT /api/admin/settings': () => ({
    kind: 'json',
    body: () => ({
      shopName: 'Patil Fresh',
      whatsapp: '9876543210',
      slotDays: 3,
      pinCodes: ['416416'],
      slots: [{ start: '07:00', end: '10:00', capacity: 10 }],
    }),
    leaves: ['shopName', 'whatsapp', 'slotDays', 'pinCodes.0', 'slots.0', 'slots.0.start', 'slots.0.end'],
  }),
  // Coupons: leaves where no hostile value is a valid coupon (0 is a valid minimum, null a valid bound).
  'POST /api/admin/coupons': () => ({
    kind: 'json',
    body: () => ({ code: `FUZZ${randomUUID().slice(0, 8)}`, kind: 'percent', value: 10, minAmount: 100, perShopper: 1 }),
    leaves: ['code', 'kind', 'value', 'perShopper'],
  }),
  // Aimed at coupons that do not exist: a valid change is refused with 404, a hostile one with 400.
  'PUT /api/admin/coupons/:id': () => ({ kind: 'json', body: () => ({ value: 15, active: false }), leaves: ['value', 'active'] }),
  'POST /api/user/addresses': () => ({
    kind: 'json',
    body: () => ({ label: 'Home', address: '12 Market Yard', city: 'Sangli', pinCode: '416416', mobileNumber: '+91 98765 43210' }),
    leaves: ['label', 'address', 'city', 'pinCode', 'mobileNumber'],
  }),
  // Aimed at addresses that do not exist: a valid change is refused with 404, a hostile one with 400.
  'PUT /api/user/addresses/:id': () => ({
    kind: 'json',
    body: () => ({ label: 'Work', mobileNumber: '9876543210' }),
    leaves: ['label', 'mobileNumber'],
  }),
  'POST /api/user/add/review': () => ({
    kind: 'json',
    body: () => ({ comment: 'Lovely okra', ratings: 4 }),
    leaves: ['comment', 'ratings'],
  }),
  'POST /api/product/add': productForm,
  'PUT /api/product/update/:id': (targets) => ({ ...productForm(targets), imageRequired: false }),
  'POST /api/category/add': categoryForm,
  'PUT /api/category/update/:id': (targets) => ({ ...categoryForm(targets), imageRequired: false }),
  // The product CSV travels as the file part `file`: every "image" the pass sends is no CSV of products.
  'POST /api/admin/products/import': () => ({
    kind: 'form',
    imageField: 'file',
    imageRequired: true,
    fields: () => ({}),
    hostileFields: {},
  }),
};

/** Real targets for path parameters, used only with a refused body (never for DELETE). */
const REAL_PARAMS: Record<string, (targets: FuzzTargets) => Record<string, string>> = {
  'PUT /api/user/admin/user/:id': (targets) => ({ id: targets.customer }),
  'PUT /api/user/update/order/:id': (targets) => ({ id: targets.order }),
  'PUT /api/product/update/:id': (targets) => ({ id: targets.product }),
  'PUT /api/category/update/:id': (targets) => ({ id: targets.category }),
  'POST /api/user/reset-password/:id/:token': (targets) => ({ id: targets.customer, token: 'x'.repeat(43) }),
  'GET /api/product/getSingleProduct/:id': (targets) => ({ id: targets.product }),
  'GET /api/user/my/order/:orderId': (targets) => ({ orderId: targets.order }),
};

/** One request of the pass, named for the report of a failure. */
export interface Attempt {
  label: string;
  options: InjectOptions;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
export const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());

/** The JSON text of `body` with the leaf at `path` replaced by raw JSON text (which may be invalid JSON). */
function withLeaf(body: Record<string, unknown>, path: string, raw: string): string {
  const marker = `__HOSTILE_${randomUUID()}__`;
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, raw);
}

function formRequest(entries: FormEntries): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody(entries);
}

/** Every hostile request for one route; `png` is a valid image for the parts that must pass. */
export function attemptsFor(route: RouteAccess, targets: FuzzTargets): Attempt[] {
  const key = `${route.method} ${route.url}`;
  const template = TEMPLATES[key]?.(targets);
  const names = paramNames(route.url);
  const realParams = REAL_PARAMS[key]?.(targets) ?? {};
  const url = fill(route.url, realParams);
  const json = (payload: string, extra: Record<string, string> = {}) => ({
    method: route.method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...extra },
  });
  const attempts: Attempt[] = [];

  // Malformed path parameters, with an otherwise acceptable request.
  for (const name of names) {
    for (const bad of HOSTILE_IDS) {
      const value = bad === 'RANDOM-UUID' ? randomUUID() : bad;
      const badUrl = fill(route.url, { ...realParams, [name]: value });
      const options: InjectOptions = { method: route.method as 'GET', url: badUrl };
      if (template?.kind === 'json')
        Object.assign(options, { payload: JSON.stringify(template.body()), headers: { 'content-type': 'application/json' } });
      if (template?.kind === 'form')
        Object.assign(options, formRequest({ ...template.fields(), [template.imageField]: imageFile(targets.png) }));
      attempts.push({ label: `${name}=${value.slice(0, 40)}`, options });
    }
  }

  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const query of HOSTILE_QUERIES)
      attempts.push({ label: `?${query.slice(0, 40)}`, options: { method: route.method, url: `${url}?${query}` } });
    attempts.push({ label: 'a JSON body on a bodiless call', options: { ...json('{"__proto__":{"x":1}}') } });
    return attempts;
  }

  // Bodies that are not JSON objects, or not JSON at all, or over 100 KB.
  for (const raw of MALFORMED_JSON) attempts.push({ label: `body ${raw.slice(0, 30)}`, options: json(raw) });
  for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream']) {
    attempts.push({
      label: `content-type ${type}`,
      options: { method: route.method as 'POST', url, payload: 'email=a@b.in', headers: { 'content-type': type } },
    });
  }

  if (template?.kind === 'json') {
    const body = template.body();
    for (const raw of HOSTILE_VALUES) {
      attempts.push({ label: `whole body ${raw.slice(0, 30)}`, options: json(raw) });
      for (const leaf of template.leaves) attempts.push({ label: `${leaf}=${raw.slice(0, 30)}`, options: json(withLeaf(body, leaf, raw)) });
    }
    const asText = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    attempts.push({ label: 'a multipart body', options: { method: route.method as 'POST', url, ...formRequest(asText) } });
    if (key === 'POST /api/user/new/order') {
      for (const idempotencyKey of ['', '   ', 'k'.repeat(201), 'k\u0000']) {
        attempts.push({
          label: `Idempotency-Key ${JSON.stringify(idempotencyKey.slice(0, 10))}`,
          options: json(withLeaf(body, 'total', '0'), { 'idempotency-key': idempotencyKey }),
        });
      }
      attempts.push({ label: 'a valid body with a wrong total', options: json(withLeaf(body, 'total', '39.99')) });
    }
  } else if (template?.kind === 'form') {
    attempts.push(...formAttempts(route, url, template, targets.png));
  } else {
    // A route without a template still gets every hostile value as its body.
    for (const raw of HOSTILE_VALUES) attempts.push({ label: `whole body ${raw.slice(0, 30)}`, options: json(raw) });
  }
  return attempts;
}

const imageFile = (data: Buffer, filename = 'okra.png', contentType = 'image/png') => ({ filename, contentType, data });

function formAttempts(route: RouteAccess, url: string, template: FormTemplate, png: Buffer): Attempt[] {
  const method = route.method as 'POST';
  const attempts: Attempt[] = [];
  const send = (label: string, entries: FormEntries) => attempts.push({ label, options: { method, url, ...formRequest(entries) } });
  const fields = template.fields();

  for (const [field, values] of Object.entries(template.hostileFields)) {
    for (const value of values)
      send(`${field}=${JSON.stringify(value.slice(0, 20))}`, { ...fields, [field]: value, [template.imageField]: imageFile(png) });
  }
  if (template.hostileFields.kilogramOption) {
    send('21 weight options', { ...fields, kilogramOption: Array.from({ length: 21 }, (_, i) => String(i + 1)), image: imageFile(png) });
  }
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const images: [string, string | ReturnType<typeof imageFile>][] = [
    ['an HTML page named .png', imageFile(Buffer.from('<!doctype html><script>alert(1)</script>'))],
    ['an SVG', imageFile(svg, 'x.svg', 'image/svg+xml')],
    ['a polyglot PNG', imageFile(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]))],
    ['a truncated PNG', imageFile(png.subarray(0, 40))],
    ['a path in the file name', imageFile(png, '../../../etc/passwd')],
    ['a data URL that is not base64', 'data:image/png;base64,@@@'],
    ['a data URL of an SVG', `data:image/svg+xml;base64,${svg.toString('base64')}`],
    ['a data URL of a script', 'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E'],
  ];
  for (const [label, image] of images) {
    // The file name is never used; other fields made wrong too, so that even an accepted image changes nothing.
    const wrongName = label === 'a path in the file name';
    send(`image: ${label}`, { ...fields, ...(wrongName ? { [Object.keys(fields)[0]!]: '' } : {}), [template.imageField]: image });
  }
  if (template.imageRequired) send('no image', { ...fields });

  // Multipart bodies that are broken as such.
  const good = formRequest({ ...fields, [template.imageField]: imageFile(png) });
  const boundary = good.headers['content-type']!.split('boundary=')[1]!;
  const raw = (label: string, payload: string | Buffer, contentType = good.headers['content-type']!) =>
    attempts.push({ label, options: { method, url, payload, headers: { 'content-type': contentType } } });
  raw('a truncated body', good.payload.subarray(0, good.payload.length - 300));
  raw('no boundary', good.payload, 'multipart/form-data');
  raw('another boundary', good.payload, 'multipart/form-data; boundary=nothing-like-it');
  raw('a boundary of 200 characters', good.payload, `multipart/form-data; boundary=${'b'.repeat(200)}`);
  raw('only the closing boundary', `--${boundary}--\r\n`);
  raw('a part without headers', `--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`);
  raw('a part without a name', `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`);
  raw(
    'a __proto__ field',
    `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"role":"Admin"}\r\n--${boundary}--\r\n`,
  );
  raw('a constructor field', `--${boundary}\r\nContent-Disposition: form-data; name="constructor"\r\n\r\nx\r\n--${boundary}--\r\n`);
  raw(
    '41 parts',
    `${Array.from({ length: 41 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--${boundary}--\r\n`,
  );
  raw(
    'a nested multipart/mixed part',
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\n\r\nx\r\n--inner--\r\n--${boundary}--\r\n`,
  );
  raw('binary garbage', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  raw('a JSON body', JSON.stringify(fields), 'application/json');
  return attempts;
}
