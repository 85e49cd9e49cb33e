import { AddAddressInput, type Address } from '#common/schemas/addresses.js';

/** The form's fields as typed (all text), plus the default choice. */
export interface AddressDraft {
  label: string;
  address: string;
  city: string;
  pinCode: string;
  mobileNumber: string;
  isDefault: boolean;
}
export type AddressField = Exclude<keyof AddressDraft, 'isDefault'>;

/** Problems by field, and those that belong to no field (the bound, a lost connection). */
export interface AddressProblems {
  fields: Partial<Record<AddressField, string[]>>;
  other: string[];
}

export const emptyDraft: AddressDraft = { label: '', address: '', city: '', pinCode: '', mobileNumber: '', isDefault: false };

export const draftOf = (address: Address): AddressDraft => ({
  label: address.label,
  address: address.address,
  city: address.city,
  pinCode: address.pinCode,
  mobileNumber: address.mobileNumber,
  isDefault: address.isDefault,
});

/** The shop's messages name their field first ("Pin Code: ..."): that is how each finds its input. */
const FIELD_OF_PREFIX: Record<string, AddressField> = {
  Label: 'label',
  Address: 'address',
  City: 'city',
  'Pin Code': 'pinCode',
  'Mobile Number': 'mobileNumber',
};

/** Sorts messages (the shop's or the shared schema's, the same words) to the fields they name. */
export function problemsOf(messages: readonly string[]): AddressProblems {
  const problems: AddressProblems = { fields: {}, other: [] };
  for (const message of messages) {
    const field = FIELD_OF_PREFIX[message.slice(0, message.indexOf(':'))];
    if (field) problems.fields[field] = [...(problems.fields[field] ?? []), message];
    else problems.other.push(message);
  }
  return problems;
}

/**
 * The form checks a draft with the shop's own schema before sending it, so the shopper sees
 * every problem at once, in the words the shop would answer with; null when there is none.
 */
export function checkDraft(draft: AddressDraft): AddressProblems | null {
  const checked = AddAddressInput.safeParse(draft);
  return checked.success ? null : problemsOf(checked.error.issues.map((issue) => issue.message));
}

export const hasProblems = (problems: AddressProblems | null): problems is AddressProblems =>
  problems !== null && (problems.other.length > 0 || Object.keys(problems.fields).length > 0);
