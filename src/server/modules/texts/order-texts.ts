import { LANGUAGES, type OrderStatus, type StatusChanger } from '#common/constants.js';
import { hasRealWhatsApp } from '#common/phone-links.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Tx } from '#server/db/client.js';
import type { OrderEvent } from '#server/modules/orders/service.js';
import { upiPaymentOf } from '#server/modules/payments/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { type AddressedText, phonesOf } from './outbox.js';
import { shopperTexts } from './templates/languages.js';
import { newOrderText } from './templates/shop-texts.js';
import type { OrderTextView, ShopperTextKind } from './templates/text-view.js';

const SHOPPER_TEXT_OF_STATUS: Partial<Record<OrderStatus, ShopperTextKind>> = {
  Shipped: 'shipped',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/**
 * The number the owner's new-order alert goes to: the shop's WhatsApp number once the owner has
 * saved one. The specification's sample number (the fresh shop's default) is nobody's phone
 * here, so a fresh shop sends no alert (decision 0054).
 */
export function shopAlertNumber(shop: Pick<Settings, 'whatsapp'>): string | undefined {
  return hasRealWhatsApp(shop.whatsapp) ? shop.whatsapp : undefined;
}

/** Which shopper text an event sends, and its part of each text's key (as the mails' keys: `placed`, `status:Shipped`...). */
function shopperTextOf(event: OrderEvent): { kind: ShopperTextKind | undefined; name: string } {
  if (event.type === 'order.placed') return { kind: 'placed', name: 'placed' };
  // Each packing is its own event; the shopper hears of one only when it changed what they last heard (decision 0051).
  if (event.type === 'order.packed')
    return { kind: event.changed ? 'packed' : undefined, name: `packed:${Date.parse(event.order.packedAt ?? '')}` };
  return { kind: SHOPPER_TEXT_OF_STATUS[event.order.status], name: `status:${event.order.status}` };
}

/**
 * The texts an order event queues (decision 0054), rendered in the change's transaction as the
 * mails are: the shopper's in each language, the insert keeping the one of their account, and
 * only when their account has a verified mobile (the insert finds it); the owner's new-order
 * alert on the shop's WhatsApp number. A checkout reads nothing for them: it passes its settings.
 */
export function createOrderTexts({ settings, users }: { settings: SettingsService; users: UsersService }) {
  async function textsFor(tx: Tx, event: OrderEvent): Promise<AddressedText[]> {
    const { kind, name } = shopperTextOf(event);
    const alert = event.type === 'order.placed' ? shopAlertNumber(event.settings) : undefined;
    if (!kind && !alert) return [];
    const { order } = event;
    const shop = event.type === 'order.placed' ? event.settings : await settings.getSettings(tx);
    const by: StatusChanger | undefined = event.type === 'order.status' ? event.by : undefined;
    const view: OrderTextView = {
      order,
      shopName: shop.shopName,
      upi: upiPaymentOf(shop, order) !== undefined,
      by,
    };
    const texts: AddressedText[] = [];
    const prefix = (audience: string) => `order:${order._id}:${name}:${audience}:`;
    // An order whose account is gone has no one to tell.
    if (kind && order.user._id) {
      texts.push({
        eventKeyPrefix: prefix('shopper'),
        recipients: users.mobileRecipient(order.user._id),
        byLanguage: Object.fromEntries(
          LANGUAGES.map((language) => [language, shopperTexts[language][kind](view)]),
        ) as AddressedText['byLanguage'],
      });
    }
    if (alert) {
      const content = newOrderText(view);
      texts.push({
        eventKeyPrefix: prefix('shop'),
        recipients: phonesOf([{ mobile: alert, language: 'en' }]),
        byLanguage: { en: content, hi: content, mr: content },
      });
    }
    return texts;
  }

  return { textsFor };
}
