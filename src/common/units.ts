/**
 * The units a product is sold in, as the shop reads them on both sides. One rule that both the
 * screens (the specification's "Kg" wording) and the server (a weighed line's tolerance at packing,
 * API.md "Packing") follow.
 */

/** The ways owners write the kilogram: a unit is compared trimmed and without case. */
export const KG_SPELLINGS = ['kg', 'kgs', 'kilo', 'kilogram', 'kilograms'] as const;

/**
 * Whether a product is sold by the Kg (weighed); an order item from before units were kept (no
 * unit) was, as it was shown then (decision 0037).
 */
export const isKgUnit = (unit: string | null | undefined): boolean =>
  !unit || (KG_SPELLINGS as readonly string[]).includes(unit.trim().toLowerCase());

/**
 * The most a weighed line may be packed (API.md "Packing"), in thousandths: the ordered weight and
 * the shop's `weightTolerancePercent`, rounded down to the gram. The server's rule and the
 * packing screen's "up to".
 */
export const heaviestMilli = (orderedMilli: number, tolerancePercent: number): number =>
  Math.floor((orderedMilli * (100 + tolerancePercent)) / 100);
