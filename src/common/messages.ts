/**
 * Every message of the shop (the server's) that a shopper may see, by a stable id: its English
 * template, the specification's words spelling included, with `{name}` for each value. The
 * server builds these messages only from here and answers with the English text, the id and the
 * values (API.md "Envelope"); the storefront translates by id and values, never by the wording
 * (decision 0034). tests/web/server-message-catalogues.test.ts walks this table against the
 * storefront's catalogues, so a new or reworded message cannot reach a shopper untranslated.
 * Plain data without Zod: the storefront loads it with its first page.
 */
export const shopMessages = {
  wrongLogin: 'Invalid Email Or Password..!!',
  loginFirst: 'Please Login To Access This Resource..!!',
  userExists: 'User Already Exists With This Email..!!',
  registered: 'Register SuccessFully..!!',
  passwordsDiffer: "Confirm Password: Password And Confirm Password Doesn't Match..!!",
  passwordTooShort: 'Password: At least {min} characters..!!',
  resetSent: 'Password Reset Email Sent... Please Check Your Email..!!',
  resetDone: 'Password Reset SuccessFully..!!',
  badResetLink: 'Reset Link Is Invalid Or Expired..!!',
  badResetLinkField: 'Reset Link: Reset Link Is Invalid Or Expired..!!',
  passwordUpdated: 'Password Updated..!!',
  codeSent: 'Code Sent... Please Check The Texts On Your Phone..!!',
  badCode: 'Code Is Invalid Or Expired..!!',
  mobileTaken: 'This Mobile Number Belongs To Another Account..!!',
  tooManyAttempts: 'Too Many Attempts, Please Try Again Later..!!',
  invalidEmail: 'Email: Invalid Email..!!',
  fieldRequired: '{field}: Required..!!',
  fieldTooLong: '{field}: At most {max} characters..!!',
  mobileInvalid: 'Mobile Number: Mobile Number Should Be 10 Digit..!!',
  pinInvalid: 'Pin Code: Pin Code Should Be 6 Digit..!!',
  addressUnchanged: 'Address: Nothing To Change..!!',
  addressDeleted: 'Address Deleted..!!',
  tooManyAddresses: 'You Can Save At Most {max} Addresses; Delete One You No Longer Use..!!',
  reviewAdded: 'Review Added..!!',
  cartEmpty: 'Cart Items: Your Cart Is Empty..!!',
  notEnoughStock: 'Sorry, Not Enough Stock For {names}..!!',
  priceChanged: 'Price Changed For {names}, The New Total Is {total}. Please Check Your Cart..!!',
  belowMinimum: 'The Minimum Order Is {minimum}, Please Add {short} More To Your Cart..!!',
  pinNotServed: 'Sorry, We Do Not Deliver To {pin} Yet..!!',
  chooseSlot: 'Delivery Slot: Choose A Delivery Slot..!!',
  slotFull: 'This Delivery Slot Is Full, Please Choose Another..!!',
  slotGone: 'This Delivery Slot Is No Longer Available, Please Choose Another..!!',
  stillPlacing: 'This Order Is Still Being Placed, Please Try Again..!!',
  busy: 'The Shop Is Very Busy Right Now, Please Try Again In A Moment..!!',
  storageFull: 'The shop cannot take orders right now; nothing was charged; please try again in a few minutes',
  orderCancelled: 'Order Cancelled..!!',
  alreadyCancelled: 'Order Is Already Cancelled..!!',
  notCancellable: 'Order Is {status}, It Can No Longer Be Cancelled..!!',
  quantityLimit: 'Sorry, One Order Takes At Most {limits}..!!',
  tooManyOpenOrders:
    'You Already Have {count} Orders On Their Way, The Most The Shop Takes At Once. Please Wait Until One Is Delivered, Or Cancel One..!!',
  paymentMethodUnavailable: 'Sorry, The Shop Does Not Take {method} Payments Right Now, Please Choose Another Way To Pay..!!',
  unpaidLimit:
    'Your Unpaid Orders On Their Way Come To {unpaid}, And The Shop Lets At Most {limit} Go Unpaid At Once. Please Pay For One First..!!',
  creditLimit:
    'You Owe {owed} On Credit With Orders On Their Way, And Your Credit Limit Is {limit}. Please Pay Some Of It, Or Choose Another Way To Pay..!!',
  notPayable: 'There Is Nothing To Pay On This Order..!!',
  utrInvalid: 'Reference: The UPI Transaction Number (UTR) Has 12 Digits..!!',
  noteTooLong: 'Note: At most {max} characters..!!',
  ifUnavailableInvalid: 'If Unavailable: Choose Remove Or Call..!!',
  // The rider at the door (API.md "The delivery run"): riders read the shop in their language too.
  wrongDeliveryCode: 'Wrong Code, {left} Tries Left. Ask The Shopper For The Code On Their Order..!!',
  deliveryLocked: 'Too Many Wrong Codes: Ask The Shop To Unlock This Delivery..!!',
  notShippedYet: 'Order {number} Is Still Being Packed: The Shop Ships It Before You Deliver It..!!',
  alreadyDelivered: 'Order {number} Is Already Delivered..!!',
  deliveryCancelled: 'Order {number} Was Cancelled: Do Not Deliver It..!!',
  creditCollectsNothing: 'Order {number} Is On Credit: Collect Nothing At The Door..!!',
  // A coupon that does not apply, saying why (API.md "Offers and the delivery charge"; decision 0062).
  couponUnknown: 'Coupon {code} Does Not Exist, Please Check The Code..!!',
  couponPaused: 'Coupon {code} Is Not Active Right Now..!!',
  couponNotYet: 'Coupon {code} Can Be Used From {date}..!!',
  couponExpired: 'Coupon {code} Ended On {date}..!!',
  couponUsedByYou: 'You Have Already Used Coupon {code} As Many Times As One Shopper May ({uses})..!!',
  couponUsedUp: 'Coupon {code} Has Been Used Up..!!',
  couponBelowMinimum: 'Coupon {code} Needs Items Of At Least {minimum}, Please Add {short} More..!!',
  /** The owner's Settings form says it in the shop's three languages, checking before it sends. */
  slotsOverlap: 'Slots: Windows {first} And {second} Overlap, Change One Of Them..!!',
} as const;
export type ShopMessageId = keyof typeof shopMessages;

/**
 * The fields a message may name (`{field}`), as the English message writes them. A message
 * carries the field's id as its value, so a language names the field in its own words.
 */
export const fieldNames = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  label: 'Label',
  address: 'Address',
  city: 'City',
  comment: 'Comment',
  reason: 'Reason',
  name: 'Name',
  unit: 'Unit',
  categoryName: 'Category Name',
  shopName: 'Shop Name',
  phone: 'Phone',
} as const;
export type FieldId = keyof typeof fieldNames;

type ValueNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | ValueNames<Rest> : never;

/** The values a message takes: a field's id for `{field}`, text or a number for any other. */
export type ShopMessageValues<Id extends ShopMessageId> = {
  [Name in ValueNames<(typeof shopMessages)[Id]>]: Name extends 'field' ? FieldId : string | number;
};

type ValuesArgument<Id extends ShopMessageId> = [ValueNames<(typeof shopMessages)[Id]>] extends [never]
  ? []
  : [values: ShopMessageValues<Id>];

/** One message as the server says it: its id and values, and its English text (the envelope's `message`). */
export interface ShopMessage {
  readonly id: ShopMessageId;
  readonly values: Readonly<Record<string, string | number>>;
  readonly text: string;
}

/** The names of a template's values, in order: `{names}`, `{total}`. */
export function valueNamesOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
}

/** A message with its values, written in English. */
export function shopMessage<Id extends ShopMessageId>(id: Id, ...[values]: ValuesArgument<Id>): ShopMessage {
  const given: Record<string, string | number> = values ?? {};
  const text = shopMessages[id].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'field' ? fieldNames[given[name] as FieldId] : String(given[name]),
  );
  return { id, values: given, text };
}

/**
 * Zod keeps only a text on each problem it finds, so a schema's messages are written through
 * here: the text is remembered with its id and values, and a problem's message is read back
 * into them. Schemas are built once, when their module loads, so this holds a few dozen texts.
 */
const bySchemaText = new Map<string, ShopMessage>();

/** A schema's message: its English text, remembered with the id and values it was built from. */
export function schemaMessage<Id extends ShopMessageId>(id: Id, ...values: ValuesArgument<Id>): string {
  const message = shopMessage(id, ...values);
  bySchemaText.set(message.text, message);
  return message.text;
}

/** The message a schema problem's text was built from; undefined for a text no schema wrote through schemaMessage. */
export function schemaMessageOf(text: string): ShopMessage | undefined {
  return bySchemaText.get(text);
}

/** A success answer's message keys (API.md "Envelope"): the English text, its id and values. */
export function answerOf(message: ShopMessage): { message: string; messageId: ShopMessageId; values: Record<string, string | number> } {
  return { message: message.text, messageId: message.id, values: { ...message.values } };
}
