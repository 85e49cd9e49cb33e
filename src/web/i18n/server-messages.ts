import { ORDER_STATUSES, type OrderStatus } from '#common/constants.js';
import { type FieldId, type ShopMessageId, shopMessages } from '#common/messages.js';
import type { ServerLine } from '#web/lib/api-client.js';
import type { MessageId, Translate } from './messages.js';

/**
 * The shop's (server's) messages in the shopper's language, by the id and values the server
 * sends beside its English (decision 0034): `server.<id>` in the catalogues, one for every id of
 * the shop's table (common/messages.ts; tests/web/server-message-catalogues.test.ts keeps them
 * so). A line without an id, or with one this build does not know, is shown as the server wrote it.
 */

/** The fields the shop's messages name (`{field}`), as the screens label them. */
const FIELDS: Partial<Record<FieldId, MessageId>> = {
  firstName: 'auth.firstName',
  lastName: 'auth.lastName',
  email: 'auth.email',
  password: 'auth.password',
  confirmPassword: 'auth.confirmPassword',
  label: 'addresses.label',
  address: 'addresses.address',
  city: 'addresses.city',
  comment: 'reviews.comment',
  reason: 'orders.reason',
};

const isShopMessageId = (id: string): id is ShopMessageId => Object.hasOwn(shopMessages, id);
const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** A line of the shop in the language `t` speaks (Hindi or Marathi). */
export function translateServerLine(line: ServerLine, t: Translate): string {
  if (line.id === null || !isShopMessageId(line.id)) return line.text;
  const translate = t as (id: MessageId, values?: Record<string, string | number>) => string;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(line.values)) {
    if (name === 'field') {
      const field = FIELDS[value as FieldId];
      // A field the screens do not name would stay English inside a translated sentence: leave the line whole.
      if (!field) return line.text;
      values[name] = translate(field);
    } else if (name === 'status' && isOrderStatus(value)) {
      values[name] = translate(`status.${value}` as MessageId);
    } else {
      values[name] = value;
    }
  }
  return translate(`server.${line.id}` as MessageId, values);
}
