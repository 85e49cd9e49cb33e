import { PhoneIcon } from '../components/icons.js';
import { telLink } from '../config/shop-config.js';
import { useT } from '../i18n/i18n.js';
import { paragraphsOf, useShopDetails, useShopWords } from '../lib/shop-settings.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.1 /about: founder image, shop name, the owner's About text and the contact phone
 * numbers, all the shop's settings (decision 0038).
 */
export default function AboutPage() {
  const t = useT();
  useDocumentTitle(t('about.title'));
  const shop = useShopDetails();
  const { aboutText } = useShopWords();
  return (
    <div className="page about">
      <img className="about__image" src="/images/founder.svg" alt={t('about.founderAlt')} width="320" height="320" />
      <div className="about__text">
        <h1 translate="no">{shop.shopName}</h1>
        {paragraphsOf(aboutText).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in their order; two may read the same
          <p key={index}>{paragraph}</p>
        ))}
        <h2>{t('about.callUs')}</h2>
        <ul className="about__phones">
          {shop.phones.map((phone) => (
            <li key={phone}>
              <a href={telLink(phone)} className="button button--outline">
                <PhoneIcon width="18" height="18" /> {phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
