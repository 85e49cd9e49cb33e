import { Link } from 'react-router';
import { SOCIAL_NETWORKS } from '#common/shop-words.js';
import { webLinks, webPaths } from '#common/web-paths.js';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons.js';
import { chatLink, shopConfig, telLink } from '#web/config/shop-config.js';
import { useT } from '#web/i18n/i18n.js';
import type { PlainMessageId } from '#web/i18n/messages.js';
import { useShopDetails, useShopWords } from '#web/lib/shop-settings.js';
import { ChatBox } from './chat-box.js';

const quickLinks: { to: string; label: PlainMessageId }[] = [
  { to: webPaths.home.href(), label: 'header.home' },
  { to: webLinks.features, label: 'header.features' },
  { to: webPaths.products.href(), label: 'header.products' },
  { to: webPaths.reviews.href(), label: 'header.reviews' },
];

/**
 * Spec 2.3: brand blurb, chat and social links, contacts, quick links, 'Let's Chats', payment image, credit.
 * Name, blurb, social links, phones, e-mail, address and chat number are the shop's settings
 * (lib/shop-settings.ts); a social link the owner left empty is not shown.
 */
export function Footer() {
  const t = useT();
  const shop = useShopDetails();
  const { footerText } = useShopWords();
  // Only the pages the owner named; with none, no list at all.
  const social = SOCIAL_NETWORKS.filter(({ key }) => shop.social[key]);
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section className="footer-box" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-box__title" translate="no">
            {shop.shopName}
          </h2>
          {footerText && <p className="footer-blurb">{footerText}</p>}
          <a href={chatLink(shop.whatsapp)} className="footer-link" target="_blank" rel="noopener noreferrer">
            <ChatIcon width="18" height="18" /> {t('footer.chatWithUs')}
          </a>
          {social.length > 0 && (
            <ul className="social-links" aria-label={t('footer.followUs')}>
              {social.map(({ key, name }) => (
                <li key={key}>
                  <a href={shop.social[key]} target="_blank" rel="noopener noreferrer" translate="no">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="footer-box" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-box__title">
            {t('footer.contactInfo')}
          </h2>
          {shop.phones.map((phone) => (
            <a key={phone} href={telLink(phone)} className="footer-link">
              <PhoneIcon width="18" height="18" /> {phone}
            </a>
          ))}
          <a href={`mailto:${shop.email}`} className="footer-link">
            <MailIcon width="18" height="18" /> {shop.email}
          </a>
          <p className="footer-link">
            <MapPinIcon width="18" height="18" /> {shop.address}
          </p>
        </section>

        <nav className="footer-box" aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-box__title">
            {t('footer.quickLinks')}
          </h2>
          {quickLinks.map((link) => (
            <Link key={t(link.label)} to={link.to} className="footer-link">
              {t(link.label)}
            </Link>
          ))}
        </nav>

        <section className="footer-box" aria-labelledby="footer-chat">
          <h2 id="footer-chat" className="footer-box__title">
            {t('footer.letsChats')}
          </h2>
          <ChatBox />
          <p className="footer-pay-title">{t('footer.weAccept')}</p>
          <img src="/images/payment.svg" alt={t('footer.paymentAlt')} width="200" height="40" loading="lazy" className="footer-pay" />
        </section>
      </div>
      <Credit developer={shopConfig.developer} />
    </footer>
  );
}

/** The credit line, the makers' name kept as it is written (a name is not translated). */
function Credit({ developer }: { developer: string }) {
  const t = useT();
  const [before, after] = t('footer.credit', { developer: '\u0000' }).split('\u0000');
  return (
    <p className="credit">
      {before}
      <span translate="no">{developer}</span>
      {after}
    </p>
  );
}
