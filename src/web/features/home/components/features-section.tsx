import { CashIcon, LeafIcon, TruckIcon } from '#web/components/icons.js';
import { useT } from '#web/i18n/i18n.js';

const features = [
  { icon: LeafIcon, title: 'home.features.fresh.title', text: 'home.features.fresh.text' },
  { icon: TruckIcon, title: 'home.features.delivery.title', text: 'home.features.delivery.text' },
  { icon: CashIcon, title: 'home.features.cash.title', text: 'home.features.cash.text' },
] as const;

/** Spec 2.4: Fresh And Organic, Free Delivery, Cash On Delivery (the /#features menu target). */
export function FeaturesSection() {
  const t = useT();
  return (
    <section id="features" className="section features" aria-labelledby="features-title">
      <h2 id="features-title" className="section__title">
        {t('home.featuresHeading')}
      </h2>
      <div className="features__grid">
        {features.map(({ icon: Icon, title, text }) => (
          <div key={title} className="feature-box">
            <Icon width="48" height="48" className="feature-box__icon" />
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
