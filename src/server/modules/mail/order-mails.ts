import { adminWebPaths } from '#common/admin-web-paths.js';
import type { OrderStatus } from '#common/constants.js';
import type { Settings } from '#common/schemas/settings.js';
import { webPaths } from '#common/web-paths.js';
import type { Tx } from '#server/db/client.js';
import type { OrderEvent } from '#server/modules/orders/service.js';
import { upiPaymentOf } from '#server/modules/payments/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { type AddressedMail, addressesOf } from './outbox.js';
import { MAIL_LANGUAGES, shopperTemplates, shopTemplates, stockTemplates } from './templates/languages.js';
import type { OrderMailView, ShopperOrderMailKind } from './templates/order-view.js';

/** Who is told of an event, and with which mail (API.md "Order lifecycle", mails). */
interface Audience {
  shopper: ShopperOrderMailKind | undefined;
  shop: 'newOrder' | 'shopCancelled' | undefined;
  /** The event's part of each mail's key: `placed`, `status:Shipped`... */
  name: string;
}

const SHOPPER_MAIL_OF_STATUS: Partial<Record<OrderStatus, ShopperOrderMailKind>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

function audienceOf(event: OrderEvent): Audience {
  if (event.type === 'order.placed') return { shopper: 'placed', shop: 'newOrder', name: 'placed' };
  // Each packing is an event of its own (it may be repeated until the order ships), named by its
  // moment; the shopper hears of one only when it changed what they last heard (decision 0051).
  if (event.type === 'order.packed') {
    return { shopper: event.changed ? 'packed' : undefined, shop: undefined, name: `packed:${Date.parse(event.order.packedAt ?? '')}` };
  }
  const status = event.order.status;
  return {
    shopper: SHOPPER_MAIL_OF_STATUS[status],
    shop: status === 'Cancelled' ? 'shopCancelled' : undefined,
    name: `status:${status}`,
  };
}

/**
 * The mails an order event queues: rendered here, inside the change's transaction, so what is
 * queued is what the order was at that moment. Nothing is read for a checkout: it passes its
 * settings, and the shopper's address and language and the Admins (when settings name no notify
 * address) are found by the outbox's insert itself. A status change reads the settings once.
 * The shopper's mail is rendered in each language and the insert keeps the one of the
 * shopper's account as it is then; the shop's own mails are English.
 */
export function createOrderMails({ settings, users, publicUrl }: { settings: SettingsService; users: UsersService; publicUrl: string }) {
  /** The shop's side of every mail: the notify address, else every Admin. */
  const shopRecipients = (shop: Settings) => {
    const notify = shop.notifyEmail.trim().toLowerCase();
    return notify ? addressesOf([notify]) : users.mailRecipients({ userId: null, admins: true });
  };
  const shopFacts = (shop: Settings) => ({ name: shop.shopName, phones: shop.phones, email: shop.email, address: shop.address });

  async function mailsFor(tx: Tx, event: OrderEvent): Promise<AddressedMail[]> {
    const audience = audienceOf(event);
    const { order } = event;
    // The checkout passes the settings it read (once per order); a status change or a packing reads them here.
    const shop = event.type === 'order.placed' ? event.settings : await settings.getSettings(tx);
    const last = order.statusHistory.at(-1);
    const view: OrderMailView = {
      order,
      shop: shopFacts(shop),
      // The web app's own paths, from the table its router reads.
      links: {
        order: `${publicUrl}${webPaths.orderDetails.href(order._id)}`,
        adminOrder: `${publicUrl}${adminWebPaths.updateOrder.href(order._id)}`,
        review: `${publicUrl}${webPaths.addReview.href()}`,
      },
      change:
        event.type === 'order.packed' && order.packedAt
          ? { by: 'Admin', at: order.packedAt }
          : event.type === 'order.status' && last
            ? { by: event.by, at: last.at }
            : undefined,
      // An unpaid UPI order's mails carry its UPI link (decision 0050), the order page's own.
      upi: upiPaymentOf(shop, order),
    };
    const mails: AddressedMail[] = [];
    const prefix = (audienceName: string) => `order:${order._id}:${audience.name}:${audienceName}:`;
    const kind = audience.shopper;
    // An order whose account is gone has no one to tell.
    if (kind && event.type === 'order.placed') {
      // The checkout knows the shopper's address and language from the session: one mail, written once.
      mails.push({
        eventKeyPrefix: prefix('shopper'),
        recipients: addressesOf(event.shopperEmail ? [event.shopperEmail] : []),
        content: shopperTemplates[event.shopperLanguage][kind](view),
      });
    } else if (kind && order.user._id) {
      mails.push({
        eventKeyPrefix: prefix('shopper'),
        recipients: users.mailRecipients({ userId: order.user._id, admins: false }),
        content: shopperTemplates.en[kind](view),
        translations: Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, shopperTemplates[language][kind](view)])),
      });
    }
    if (audience.shop) {
      mails.push({
        eventKeyPrefix: prefix('shop'),
        recipients: shopRecipients(shop),
        content: shopTemplates[audience.shop](view),
      });
    }
    if (event.type !== 'order.status' && event.lowStock.length > 0) {
      // One mail per crossing: only the order (or packing) that takes a product across its threshold has it here.
      const rendered = stockTemplates.lowStock({
        products: event.lowStock,
        shop: view.shop,
        link: `${publicUrl}/admin/home`,
      });
      const key = event.type === 'order.placed' ? `stock.low:${order._id}:shop:` : `stock.low:${order._id}:${audience.name}:shop:`;
      mails.push({ eventKeyPrefix: key, recipients: shopRecipients(shop), content: rendered });
    }
    return mails;
  }

  return { mailsFor };
}
