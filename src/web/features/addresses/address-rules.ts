import { AddAddressInput, type Address } from '#common/schemas/addresses.js';
import { lineOfText, type ServerLine } from '#web/lib/api-client.js';

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

/**
 * Problems by field, and those that belong to no field (the bound, a lost connection): the
 * shop's lines with their ids (a refusal), or the shared schema's texts (the form's own check).
 */
export interface AddressProblems {
  fields: Partial<Record<AddressField, (ServerLine | string)[]>>;
  other: (ServerLine | string)[];
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

const NAMED_FIELDS: readonly string[] = ['label', 'address', 'city'] satisfies AddressField[];

/** The input a message is about, by its id and values in the shop's table (common/messages.ts). */
function fieldOf({ id, values }: ServerLine): AddressField | undefined {
  if (id === 'pinInvalid') return 'pinCode';
  if (id === 'mobileInvalid') return 'mobileNumber';
  if (id === 'addressUnchanged') return 'address';
  const named = values.field;
  return typeof named === 'string' && NAMED_FIELDS.includes(named) ? (named as AddressField) : undefined;
}

/** Sorts messages (the shop's or the shared schema's, the same words) to the fields they name. */
export function problemsOf(messages: readonly (ServerLine | string)[]): AddressProblems {
  const problems: AddressProblems = { fields: {}, other: [] };
  for (const message of messages) {
    const field = fieldOf(typeof message === 'string' ? lineOfText(message) : message);
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
