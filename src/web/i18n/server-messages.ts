import type { English, MessageId, Translate } from './messages.js';

/**
 * The shop's (server's) messages in the shopper's language. The server answers in English, the
 * specification's words; each message a shopper may meet has a `server.*` key whose English text
 * is the server's template (tests/web/languages.test.ts keeps the two equal). A message is found
 * by its English form, its values (a PIN, names, a total) carried over; one not listed here is
 * shown as the server wrote it.
 */
const templates = {
  'server.wrongLogin': 'Invalid Email Or Password..!!',
  'server.loginFirst': 'Please Login To Access This Resource..!!',
  'server.userExists': 'User Already Exists With This Email..!!',
  'server.registered': 'Register SuccessFully..!!',
  'server.passwordsDiffer': "Confirm Password: Password And Confirm Password Doesn't Match..!!",
  'server.passwordTooShort': 'Password: At least {min} characters..!!',
  'server.resetSent': 'Password Reset Email Sent... Please Check Your Email..!!',
  'server.resetDone': 'Password Reset SuccessFully..!!',
  'server.badResetLink': 'Reset Link Is Invalid Or Expired..!!',
  'server.badResetLinkField': 'Reset Link: Reset Link Is Invalid Or Expired..!!',
  'server.passwordUpdated': 'Password Updated..!!',
  'server.tooManyAttempts': 'Too Many Attempts, Please Try Again Later..!!',
  'server.invalidEmail': 'Email: Invalid Email..!!',
  'server.mobileInvalid': 'Mobile Number: Mobile Number Should Be 10 Digit..!!',
  'server.pinInvalid': 'Pin Code: Pin Code Should Be 6 Digit..!!',
  'server.addressUnchanged': 'Address: Nothing To Change..!!',
  'server.addressDeleted': 'Address Deleted..!!',
  'server.tooManyAddresses': 'You Can Save At Most {max} Addresses; Delete One You No Longer Use..!!',
  'server.reviewAdded': 'Review Added..!!',
  'server.cartEmpty': 'Cart Items: Your Cart Is Empty..!!',
  'server.notEnoughStock': 'Sorry, Not Enough Stock For {names}..!!',
  'server.priceChanged': 'Price Changed For {names}, The New Total Is {total}. Please Check Your Cart..!!',
  'server.belowMinimum': 'The Minimum Order Is {minimum}, Please Add {short} More To Your Cart..!!',
  'server.pinNotServed': 'Sorry, We Do Not Deliver To {pin} Yet..!!',
  'server.chooseSlot': 'Delivery Slot: Choose A Delivery Slot..!!',
  'server.slotFull': 'This Delivery Slot Is Full, Please Choose Another..!!',
  'server.slotGone': 'This Delivery Slot Is No Longer Available, Please Choose Another..!!',
  'server.stillPlacing': 'This Order Is Still Being Placed, Please Try Again..!!',
  'server.busy': 'The Shop Is Very Busy Right Now, Please Try Again In A Moment..!!',
  'server.storageFull': 'The shop cannot take orders right now; nothing was charged; please try again in a few minutes',
  'server.orderCancelled': 'Order Cancelled..!!',
  'server.alreadyCancelled': 'Order Is Already Cancelled..!!',
  'server.notCancellable': 'Order Is {status}, It Can No Longer Be Cancelled..!!',
  'server.quantityLimit': 'Sorry, One Order Takes At Most {limits}..!!',
  'server.tooManyOpenOrders':
    'You Already Have {count} Orders On Their Way, The Most The Shop Takes At Once. Please Wait Until One Is Delivered, Or Cancel One..!!',
  // Last: these two take any field's name, so the messages above are tried first.
  'server.fieldRequired': '{field}: Required..!!',
  'server.fieldTooLong': '{field}: At most {max} characters..!!',
} as const satisfies { [Id in MessageId & `server.${string}`]?: English[Id] };

export const serverMessageTemplates: Readonly<Record<string, string>> = templates;

/** The fields the server names first ("Pin Code: ..."), as the screens label them. */
const FIELDS: Record<string, MessageId> = {
  Name: 'auth.firstName',
  'First Name': 'auth.firstName',
  'Last Name': 'auth.lastName',
  Email: 'auth.email',
  Password: 'auth.password',
  'Confirm Password': 'auth.confirmPassword',
  Label: 'addresses.label',
  Address: 'addresses.address',
  City: 'addresses.city',
  'Pin Code': 'addresses.pinCode',
  'Mobile Number': 'addresses.mobileNumber',
  Comment: 'reviews.comment',
  Reason: 'orders.reason',
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern: its text as it is, each `{value}` any text (as little as will do). */
const rules = Object.entries(templates).map(([id, template]) => {
  const names: string[] = [];
  const source = template
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return literal(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { id: id as MessageId, names, pattern: new RegExp(`^${source}$`) };
});

/** A server message in the language `t` speaks (Hindi or Marathi); an unknown message is left as it is. */
export function translateServerMessage(message: string, t: Translate): string {
  const translate = t as (id: MessageId, values?: Record<string, string>) => string;
  for (const rule of rules) {
    const found = rule.pattern.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    let known = true;
    rule.names.forEach((name, index) => {
      const value = found[index + 1] ?? '';
      if (name === 'field') {
        const field = FIELDS[value];
        known = field !== undefined;
        values[name] = field ? translate(field) : value;
      } else if (name === 'status') {
        values[name] = STATUSES.includes(value) ? translate(`status.${value}` as MessageId) : value;
      } else {
        values[name] = value;
      }
    });
    // A field the screens do not know would stay English inside a translated sentence: leave it whole.
    return known ? translate(rule.id, values) : message;
  }
  return message;
}

const STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'];
