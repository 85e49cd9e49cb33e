import { hasRealWhatsApp, whatsAppHref } from '#common/phone-links.js';
import { useLocalName } from '#web/components/product-name.js';
import { WhatsAppLink } from '#web/components/whats-app-link.js';
import { useFormat } from '#web/i18n/format.js';
import { useT, useUnit } from '#web/i18n/i18n.js';
import { useShopDetails } from '#web/lib/shop-settings.js';
import { type MessagedOrder, orderMessage } from '../order-message.js';

/**
 * WhatsApp where people already talk (API.md "Phone first"): a chat with the shop, and a share
 * to a contact the shopper picks, each with the order written out in the shopper's language.
 * Only for a shop with its own WhatsApp number: the fresh shop's sample number is nobody's. The
 * shop's settings are asked for at once, beside the order (a thank-you page waits for both).
 */
export function OrderWhatsAppLinks({ order }: { order: MessagedOrder | undefined }) {
  const t = useT();
  const unit = useUnit();
  const name = useLocalName();
  const { money } = useFormat();
  const { whatsapp, shopName } = useShopDetails();
  if (!order || !hasRealWhatsApp(whatsapp)) return null;
  const message = orderMessage(order, shopName, { t, unit, name, money });
  return (
    <div className="whatsapp-links">
      <WhatsAppLink href={whatsAppHref(whatsapp, message)}>{t('orders.whatsAppShop')}</WhatsAppLink>
      <WhatsAppLink href={whatsAppHref(null, message)}>{t('orders.whatsAppShare')}</WhatsAppLink>
    </div>
  );
}
