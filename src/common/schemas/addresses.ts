import { z } from 'zod';
import { schemaMessage } from '../messages.js';
import { requiredText, Success } from './fields.js';
import { ShippingInfo } from './orders.js';

/**
 * A shopper's saved delivery addresses (API.md "Delivery area, slots, settings, addresses").
 * Every field but the label is the checkout's shipping field itself (rules and messages), so an
 * address saved here is always one the checkout accepts; the mobile number is taken as people
 * type it ("+91 98765 43210") and kept as its 10 digits.
 */

export const ADDRESS_LABEL_MAX = 40;
/** Enough for home, work, parents and a few more; a bound keeps one account from filling the table. */
export const ADDRESSES_PER_SHOPPER = 20;

const AddressFields = z.object({
  label: requiredText('label', ADDRESS_LABEL_MAX),
  address: ShippingInfo.shape.address,
  city: ShippingInfo.shape.city,
  pinCode: ShippingInfo.shape.pinCode,
  mobileNumber: ShippingInfo.shape.mobileNumber,
  isDefault: z.boolean({ error: 'Default: Must Be True Or False..!!' }).optional(),
});

export const AddAddressInput = AddressFields;
export type AddAddressInput = z.infer<typeof AddAddressInput>;

/** Only the fields to change, at least one. */
export const UpdateAddressInput = AddressFields.partial().refine(
  (change) => Object.values(change).some((value) => value !== undefined),
  schemaMessage('addressUnchanged'),
);
export type UpdateAddressInput = z.infer<typeof UpdateAddressInput>;

export const Address = z.object({
  _id: z.string(),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  pinCode: z.string(),
  mobileNumber: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const AddressesAnswer = z.object({ success: Success, addresses: z.array(Address) });
export const AddressAnswer = z.object({ success: Success, address: Address });
