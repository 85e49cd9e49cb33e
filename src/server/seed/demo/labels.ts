import type { GstRate } from '#common/constants.js';

/**
 * The demo shop's labels and tax (API.md "Tax and labels"): each product's HSN code as the GST
 * tariff lists it, its slab as of the rates in force since 22 September 2025, and the printed
 * MRP of the packaged goods. Fresh vegetables, fruit, leaves and milk are exempt (chapters 07
 * and 08, 0401); packaged curd, buttermilk, butter and ghee are taxed at 5 %; packaged paneer
 * is exempt since the same date. Its bills then show each kind: exempt lines, taxed lines, both.
 */
export interface DemoLabels {
  hsn: string;
  gstRate: GstRate;
  mrp: number | null;
}

const exempt = (hsn: string, mrp: number | null = null): DemoLabels => ({ hsn, gstRate: 0, mrp });
const taxed = (hsn: string, gstRate: GstRate, mrp: number): DemoLabels => ({ hsn, gstRate, mrp });

export const DEMO_LABELS: Record<string, DemoLabels> = {
  Tomato: exempt('0702'),
  Onion: exempt('0703'),
  Potato: exempt('0701'),
  Carrot: exempt('0706'),
  Brinjal: exempt('0709'),
  Cauliflower: exempt('0704'),
  'Green Chilli': exempt('0709'),
  'Lady Finger': exempt('0709'),
  Cucumber: exempt('0707'),
  Capsicum: exempt('0709'),
  'Green Peas': exempt('0708'),
  Garlic: exempt('0703'),
  'Alphonso Mango': exempt('0804'),
  Banana: exempt('0803'),
  'Shimla Apple': exempt('0808'),
  Pomegranate: exempt('0810'),
  Papaya: exempt('0807'),
  Watermelon: exempt('0807'),
  Grapes: exempt('0806'),
  Guava: exempt('0804'),
  'Nagpur Orange': exempt('0805'),
  Milk: exempt('0401'),
  Paneer: exempt('0406', 95),
  Curd: taxed('0403', 5, 40),
  Butter: taxed('0405', 5, 58),
  'Desi Ghee': taxed('0405', 5, 699),
  Buttermilk: taxed('0403', 5, 22),
  Spinach: exempt('0709'),
  Coriander: exempt('0709'),
  Methi: exempt('0709'),
  Mint: exempt('0709'),
  Cabbage: exempt('0704'),
  Avocado: exempt('0804'),
  Broccoli: exempt('0704'),
  Kiwi: exempt('0810'),
  'Dragon Fruit': exempt('0810'),
  Zucchini: exempt('0709'),
  Blueberries: exempt('0810', 449),
};

/** A demo product's labels; a product missing here is a mistake in this file. */
export function demoLabelsOf(name: string): DemoLabels {
  const labels = DEMO_LABELS[name];
  if (!labels) throw new Error(`The demo catalogue gives ${name} no HSN code`);
  return labels;
}
