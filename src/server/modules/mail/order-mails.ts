import type { OrderStatus } from '#common/constants.js';
import type { Tx } from '#server/db/client.js';
import type { createOrdersService } from '#server/modules/orders/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import type { OutboxMail } from './outbox.js';
import { type MailLanguage, orderTemplates } from './templates/languages.js';
import type { OrderMailKind, OrderMailView } from './templates/order-view.js';

/** The orders module's listener, as its service takes it (modules meet through services). */
export type OrderListener = NonNullable<Parameters<typeof createOrdersService>[0]['listeners']>[number];
export type OrderEvent = Parameters<NonNullable<OrderListener['inTransaction']>>[1];

/** Who is told of an event, and with which mail (API.md "Order lifecycle", mails). */
interface Audience {
  shopper: OrderMailKind | undefined;
  shop: OrderMailKind | undefined;
  /** The event's part of each mail's key: `placed`, `status:Shipped`... */
  name: string;
}

const SHOPPER_MAIL_OF_STATUS: Partial<Record<OrderStatus, OrderMailKind>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

function audienceOf(event: OrderEvent): Audience {
  if (event.type === 'order.placed') return { shopper: 'placed', shop: 'newOrder', name: 'placed' };
  const status = event.order.status;
  return {
    shopper: SHOPPER_MAIL_OF_STATUS[status],
    shop: status === 'Cancelled' ? 'shopCancelled' : undefined,
    name: `status:${status}`,
  };
}

/**
 * The mails an order event queues: rendered here, inside the change's transaction, so what is
 * queued is what the order was at that moment. Two reads at most (settings, then the shopper's
 * and, when settings name no notify address, every Admin's address in one statement), then the
 * outbox's one insert: the checkout's transaction stays short.
 */
export function createOrderMails({ settings, users, publicUrl }: { settings: SettingsService; users: UsersService; publicUrl: string }) {
  async function mailsFor(tx: Tx, event: OrderEvent): Promise<OutboxMail[]> {
    const audience = audienceOf(event);
    if (!audience.shopper && !audience.shop) return [];
    const { order } = event;
    // The checkout passes the settings it read (once per order); a status change reads them here.
    const shop = (event.type === 'order.placed' && event.settings) || (await settings.getSettings(tx));
    const notify = shop.notifyEmail.trim().toLowerCase();
    const addresses = await users.mailAddresses(tx, {
      userId: audience.shopper ? order.user._id : null,
      admins: audience.shop !== undefined && notify === '',
    });
    const last = order.statusHistory.at(-1);
    const view: OrderMailView = {
      order,
      shop: { name: shop.shopName, phones: shop.phones, email: shop.email, address: shop.address },
      // The web app's own paths (src/web/config/paths.ts, features/admin/admin-paths.ts).
      links: {
        order: `${publicUrl}/Order/OrderDetails/${encodeURIComponent(order._id)}`,
        adminOrder: `${publicUrl}/admin/update/order/${encodeURIComponent(order._id)}`,
        review: `${publicUrl}/review/add`,
      },
      change: event.type === 'order.status' && last ? { by: event.by, at: last.at } : undefined,
    };
    // The shopper's language once accounts keep one; the shop reads the shop's language.
    const language: MailLanguage = 'en';
    const templates = orderTemplates[language];

    const mails: OutboxMail[] = [];
    const key = (audienceName: string, to: string) => `order:${order._id}:${audience.name}:${audienceName}:${to}`;
    if (audience.shopper && addresses.user) {
      mails.push({ eventKey: key('shopper', addresses.user), to: addresses.user, ...templates[audience.shopper](view) });
    }
    if (audience.shop) {
      const rendered = templates[audience.shop](view);
      for (const to of new Set(notify ? [notify] : addresses.admins)) mails.push({ eventKey: key('shop', to), to, ...rendered });
    }
    return mails;
  }

  return { mailsFor };
}
