import { Link } from 'react-router';
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from '#web/components/icons.js';
import { paths } from '#web/config/paths.js';
import { chatLink, shopConfig, telLink } from '#web/config/shop-config.js';
import { texts } from '#web/i18n/texts.js';
import { useShopDetails } from '#web/lib/shop-settings.js';
import { ChatBox } from './chat-box.js';

const quickLinks = [
  { to: paths.home, label: texts.header.home },
  { to: paths.features, label: texts.header.features },
  { to: paths.products, label: texts.header.products },
  { to: paths.reviews, label: texts.header.reviews },
];

/**
 * Spec 2.3: brand blurb, chat and social links, contacts, quick links, 'Let's Chats', payment image, credit.
 * Name, phones, e-mail, address and chat number are the shop's settings (lib/shop-settings.ts).
 */
export function Footer() {
  const shop = useShopDetails();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section className="footer-box" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-box__title">
            {shop.shopName}
          </h2>
          <p>{texts.footer.blurb}</p>
          <a href={chatLink(shop.whatsapp)} className="footer-link" target="_blank" rel="noopener noreferrer">
            <ChatIcon width="18" height="18" /> {texts.footer.chatWithUs}
          </a>
          <ul className="social-links" aria-label={texts.footer.followUs}>
            {shopConfig.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="footer-box" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-box__title">
            {texts.footer.contactInfo}
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
            {texts.footer.quickLinks}
          </h2>
          {quickLinks.map((link) => (
            <Link key={link.label} to={link.to} className="footer-link">
              {link.label}
            </Link>
          ))}
        </nav>

        <section className="footer-box" aria-labelledby="footer-chat">
          <h2 id="footer-chat" className="footer-box__title">
            {texts.footer.letsChats}
          </h2>
          <ChatBox />
          <p className="footer-pay-title">{texts.footer.weAccept}</p>
          <img src="/images/payment.svg" alt={texts.footer.paymentAlt} width="200" height="40" loading="lazy" className="footer-pay" />
        </section>
      </div>
      <p className="credit">{texts.footer.credit(shopConfig.developer)}</p>
    </footer>
  );
}
