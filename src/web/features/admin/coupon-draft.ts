import type { CouponKind } from '#common/constants.js';
import type { Coupon } from '#common/schemas/coupons.js';
import type { CouponEdit } from './api/save-coupon.js';
import { numberOf } from './settings-draft.js';

/**
 * The coupon form's state: every input as typed, turned into the fields to send (all of them for
 * a new coupon, only those that differ for an edit). Blank means the API's "none": no cap, no
 * date limit, no limit on uses; a blank minimum is 0.
 */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  minAmount: string;
  maxDiscount: string;
  validFrom: string;
  validTo: string;
  perShopper: string;
  totalUses: string;
  active: boolean;
}

export type CouponKey = keyof CouponDraft;

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function couponDraftOf(coupon?: Coupon): CouponDraft {
  if (!coupon) {
    return {
      code: '',
      kind: 'percent',
      value: '',
      minAmount: '0',
      maxDiscount: '',
      validFrom: '',
      validTo: '',
      perShopper: '1',
      totalUses: '',
      active: true,
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: text(coupon.value),
    minAmount: text(coupon.minAmount),
    maxDiscount: text(coupon.maxDiscount),
    validFrom: text(coupon.validFrom),
    validTo: text(coupon.validTo),
    perShopper: text(coupon.perShopper),
    totalUses: text(coupon.totalUses),
    active: coupon.active,
  };
}

const orNull = <T>(typed: string, value: (trimmed: string) => T) => (typed.trim() === '' ? null : value(typed.trim()));

/** The draft as the API's fields; a cap only on a percent coupon. */
function fieldsOf(draft: CouponDraft): Required<CouponEdit> {
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    value: numberOf(draft.value),
    minAmount: draft.minAmount.trim() === '' ? 0 : numberOf(draft.minAmount),
    maxDiscount: draft.kind === 'percent' ? orNull(draft.maxDiscount, numberOf) : null,
    validFrom: orNull(draft.validFrom, (date) => date),
    validTo: orNull(draft.validTo, (date) => date),
    perShopper: numberOf(draft.perShopper),
    totalUses: orNull(draft.totalUses, numberOf),
    active: draft.active,
  };
}

/** A new coupon's every field, or an edit's changed ones (a code is compared without case, as the shop keeps it). */
export function couponChangesOf(draft: CouponDraft, saved?: Coupon): CouponEdit {
  const fields = fieldsOf(draft);
  if (!saved) return fields;
  const change: CouponEdit = {};
  for (const [key, value] of Object.entries(fields) as [keyof CouponEdit, unknown][]) {
    const was = saved[key];
    const same = key === 'code' ? String(value).toUpperCase() === was : value === was;
    if (!same) change[key] = value;
  }
  return change;
}

/** The words the server puts before a coupon's problem (src/common/schemas/coupons.ts). */
const PREFIXES: Record<CouponKey, string> = {
  code: 'Code',
  kind: 'Kind',
  value: 'Value',
  minAmount: 'Minimum Amount',
  maxDiscount: 'Max Discount',
  validFrom: 'Valid From',
  validTo: 'Valid To',
  perShopper: 'Per Shopper',
  totalUses: 'Total Uses',
  active: 'Active',
};

/** A taken code is a conflict (409) that names the code without a "Code:" prefix. */
const TAKEN_CODE = /^Coupon Code \S+ Already Exists/;

/** The field a server message is about, from its "Field:" prefix; undefined when it names none (shown at the top only). */
export function couponFieldOf(message: string): CouponKey | undefined {
  if (TAKEN_CODE.test(message)) return 'code';
  const prefix = message.split(':')[0]?.trim() ?? '';
  return (Object.keys(PREFIXES) as CouponKey[]).find((key) => PREFIXES[key] === prefix);
}

/** The server's messages by field, for the lines beside the inputs. */
export function couponProblemsByField(messages: readonly string[]): Partial<Record<CouponKey, string[]>> {
  const byField: Partial<Record<CouponKey, string[]>> = {};
  for (const message of messages) {
    const key = couponFieldOf(message);
    if (key) byField[key] = [...(byField[key] ?? []), message];
  }
  return byField;
}
