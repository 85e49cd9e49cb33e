import { encode, renderSVG } from 'uqr';

/**
 * RFC 3986 percent-encoding: everything but the unreserved characters. encodeURIComponent leaves
 * `!'()*` as they are, which some UPI apps read as the end of a value.
 */
function percentEncoded(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Paise as rupees with exactly two decimals ("0.50", "17.75", "100000.00"), from integers: no float rounding. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The UPI payment link of an order (API.md "Getting paid"), exactly
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=Order%20<n>&tr=<n>`, each value percent-encoded: the
 * shopper's UPI app opens it with the payee, the amount and the note filled in.
 */
export function upiLink({
  upiId,
  payee,
  amountPaise,
  orderNumber,
}: {
  upiId: string;
  payee: string;
  amountPaise: number;
  orderNumber: number;
}): string {
  const values: [string, string][] = [
    ['pa', upiId],
    ['pn', payee],
    ['am', upiAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', `Order ${orderNumber}`],
    ['tr', String(orderNumber)],
  ];
  return `upi://pay?${values.map(([key, value]) => `${key}=${percentEncoded(value)}`).join('&')}`;
}

/** Level M survives a smudged or cracked phone screen at the counter, or a creased bill, and keeps the code small. */
const QR_OPTIONS = { ecc: 'M', border: 2 } as const;

/** A QR code of `text` as a `data:image/svg+xml` URL: an SVG scales to any screen and is a few kilobytes. */
export function qrDataUrl(text: string): string {
  const svg = renderSVG(text, QR_OPTIONS);
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The same QR code as its modules, row by row (`true` is dark), quiet border included: what the
 * bill draws as vector squares, so the printed code is as sharp as the SVG on screen.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, QR_OPTIONS).data;
}
