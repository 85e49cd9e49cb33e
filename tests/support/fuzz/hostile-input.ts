import { randomUUID } from 'node:crypto';

/**
 * What the fuzz pass of the trust tests sends (tests/trust/fuzz.test.ts, docs/trust.md case 5):
 * values no field accepts, bodies no route reads, ids that name nothing, hostile query strings
 * and cookies. JSON texts are kept as text, so that invalid JSON can be sent too.
 */

/** Values that no field of the shop accepts, as JSON text (some are not valid JSON on purpose). */
export const HOSTILE_VALUES: string[] = [
  'null',
  'true',
  '0',
  '-1',
  '1e308',
  '1e400',
  '-1e400',
  '[]',
  '["a","b"]',
  '{}',
  '{"__proto__":{"role":"Admin"}}',
  '{"constructor":{"prototype":{"role":"Admin"}}}',
  '""',
  JSON.stringify('x'.repeat(5000)),
  JSON.stringify('🛒'.repeat(2500)),
  JSON.stringify('\u202e'.repeat(2000)),
  JSON.stringify('\u0301'.repeat(2000)),
  '"a\\u0000b"',
  `"${'\\ud800'.repeat(2000)}"`,
];

/** Bodies that are not what any route reads. */
export const MALFORMED_JSON: string[] = [
  '',
  '{',
  '{"email": "a@b.in", ',
  '}{',
  "{'single': 'quotes'}",
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": undefined}',
  '\ufeff{}',
  '{"a":1,,"b":2}',
  '[]',
  '[{}]',
  '"text"',
  '42',
  'null',
  '{"__proto__":{"role":"Admin"}}',
  '{"constructor":{"prototype":{"role":"Admin"}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(8_000)}1${'}'.repeat(8_000)}`,
  JSON.stringify({ filler: 'x'.repeat(101 * 1024) }),
];

/** Path parameters that name nothing (a random UUID names nothing too). */
export const HOSTILE_IDS: string[] = [
  'not-a-uuid',
  '0',
  '-1',
  'NaN',
  'null',
  'undefined',
  '%00',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201%3D1--",
  'A'.repeat(300),
  '%F0%9F%9B%92',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'RANDOM-UUID',
];

export const HOSTILE_QUERIES: string[] = [
  'keyword=%00',
  `keyword=${'x'.repeat(5000)}`,
  `keyword=${encodeURIComponent('🛒'.repeat(300))}`,
  'keyword=%ZZ',
  'keyword=%27%20OR%201%3D1--',
  'keyword=%25%5F%5C',
  'keyword[]=a&keyword[]=b',
  'gte=-1',
  'gte=NaN',
  'gte=Infinity',
  'gte=1e400',
  'lte=abc',
  'gte=5&lte=1',
  'category=not-a-uuid',
  `category=${','.repeat(5000)}`,
  `category=${Array.from({ length: 150 }, () => randomUUID()).join(',')}`,
  '__proto__[role]=Admin',
  'constructor[prototype][role]=Admin',
  'a=1&a=2&a=3',
];

export const HOSTILE_COOKIES: string[] = [
  'session=',
  'session=%00%ff',
  `session=${'a'.repeat(5000)}`,
  'session=undefined',
  'session="quoted"',
  `session=${randomUUID()}; session=${randomUUID()}`,
  '__proto__=x; constructor=y',
];
