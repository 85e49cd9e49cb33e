import { CashIcon, LeafIcon, TruckIcon } from '#web/components/icons.js';
import { texts } from '#web/i18n/texts.js';

const icons = [LeafIcon, TruckIcon, CashIcon];

/** Spec 2.4: Fresh And Organic, Free Delivery, Cash On Delivery (the /#features menu target). */
export function FeaturesSection() {
  return (
    <section id="features" className="section features" aria-labelledby="features-title">
      <h2 id="features-title" className="section__title">
        {texts.home.featuresHeading}
      </h2>
      <div className="features__grid">
        {texts.home.features.map((feature, index) => {
          const Icon = icons[index] ?? LeafIcon;
          return (
            <div key={feature.title} className="feature-box">
              <Icon width="48" height="48" className="feature-box__icon" />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </div>
          );
        })}
      </div>
    </section>
  );
}
