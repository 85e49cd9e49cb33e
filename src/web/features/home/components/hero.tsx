import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { useT } from '#web/i18n/i18n.js';
import { useInstallPrompt } from '#web/lib/install-prompt.js';
// Small enough for Vite to inline as a data: URL: the first screen's largest picture arrives
// with the script that draws the page, instead of a request started only once it has run.
import heroImage from '../hero.svg';

/**
 * Spec 2.4 hero: Shop Now, and Install only while the browser offers installation. `search` (the
 * catalogue's search box, handed in by the screen) sits under the title: on a phone the hero is a
 * short band, so the search and the categories fit the first screen (decision 0039).
 */
export function Hero({ search }: { search?: ReactNode }) {
  const t = useT();
  const { canInstall, install } = useInstallPrompt();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <h1 id="hero-title">{t('home.heroTitle')}</h1>
        <p className="hero__text">{t('home.heroText')}</p>
        {search}
        <div className="hero__actions">
          <Link to={webPaths.products.href()} className="button hero__shop-now">
            {t('home.shopNow')}
          </Link>
          {canInstall && (
            <button type="button" className="button button--outline" onClick={() => void install()} title={t('home.installHint')}>
              {t('home.install')}
            </button>
          )}
        </div>
      </div>
      <img className="hero__image" src={heroImage} alt="" width="480" height="360" />
    </section>
  );
}
