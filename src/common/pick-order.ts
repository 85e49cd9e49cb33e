/**
 * The order a packer walks the shelves in (API.md "Packing": the pick list's products are "sorted
 * by name"): by name as India's English sorts it, without case or accents; the product id breaks
 * a tie. One comparison for the pick list's products (the server) and for each order's lines on
 * the pick list, the Pack section and the packing slip (the screens), so they all agree.
 */
interface Named {
  _id: string;
  name: string;
}

let collator: Intl.Collator | undefined;
// Made on first use: a collator loads ICU data, and most pages sort nothing.
const namesCollator = () => {
  collator ??= new Intl.Collator('en-IN', { sensitivity: 'base' });
  return collator;
};

export function comparePickOrder(a: Named, b: Named): number {
  return namesCollator().compare(a.name, b.name) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** A copy of the lines in pick order. */
export function inPickOrder<T extends Named>(lines: readonly T[]): T[] {
  return [...lines].sort(comparePickOrder);
}
