/**
 * Packing the order (API.md "Packing: weighed quantities, missing items, the pick list";
 * docs/decisions/0051-packing.md). The rule of a packed line is this module's (packed-lines.ts);
 * the orders module applies it inside its own transaction, the packing step, as it applies the
 * payments' and the delivery's rules at checkout. Its routes (routes.ts) answer through the orders
 * service.
 */
export { heaviestMilli, type OrderLine, type Packing, type PackingTerms, packLines } from './packed-lines.js';
