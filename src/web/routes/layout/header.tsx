import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { webLinks, webPaths } from '#common/web-paths.js';
import { CartIcon, MenuIcon, SearchIcon, UserCheckIcon, UserIcon } from '#web/components/icons.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { useT } from '#web/i18n/i18n.js';
import type { PlainMessageId } from '#web/i18n/messages.js';
import { useShopDetails } from '#web/lib/shop-settings.js';
import { CartPanel } from './cart-panel.js';
import { LanguageSelect } from './language-select.js';
import { SearchPanel } from './search-panel.js';
import { UserPanel } from './user-panel.js';

type Panel = 'menu' | 'search' | 'cart' | 'user';

/** Scrolling further than this closes the panels (a smaller jump is the on-screen keyboard opening). */
const SCROLL_CLOSE_PX = 24;

const menuLinks: { to: string; label: PlainMessageId; end: boolean }[] = [
  { to: webPaths.home.href(), label: 'header.home', end: true },
  { to: webLinks.features, label: 'header.features', end: true },
  { to: webPaths.products.href(), label: 'header.products', end: false },
  { to: webPaths.reviews.href(), label: 'header.reviews', end: false },
  { to: webPaths.about.href(), label: 'header.about', end: false },
];

/** Spec 2.2: four toggle panels; opening one closes the others; scrolling closes all. */
export function Header() {
  const t = useT();
  const [open, setOpen] = useState<Panel | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const lineCount = useCartStore((s) => s.items.length);
  const { isLoggedIn, isRider } = useSession();
  const { shopName } = useShopDetails();

  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const close = () => setOpen(null);

  // A new page closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(null), [location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > SCROLL_CLOSE_PX) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpen(null);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar">
        <Link to={webPaths.home.href()} className="logo">
          <img src="/icons/logo.svg" alt="" width="32" height="32" />
          <span translate="no">{shopName}</span>
        </Link>

        <nav id="main-menu" className={`navbar${open === 'menu' ? ' is-open' : ''}`} aria-label={t('header.mainNav')}>
          {isRider && <NavLink to={webPaths.rider.href()}>{t('header.deliveries')}</NavLink>}
          {menuLinks.map((link) =>
            // The /#features link points into the home page: never marked as the current page.
            link.to.includes('#') ? (
              <Link key={link.to} to={link.to}>
                {t(link.label)}
              </Link>
            ) : (
              <NavLink key={link.to} to={link.to} end={link.end}>
                {t(link.label)}
              </NavLink>
            ),
          )}
          <LanguageSelect />
        </nav>

        <div className="header-icons">
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-label={t('header.menu')}
            aria-expanded={open === 'menu'}
            aria-controls="main-menu"
            onClick={() => toggle('menu')}
          >
            <MenuIcon />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.search')}
            aria-expanded={open === 'search'}
            aria-controls="search-panel"
            onClick={() => toggle('search')}
          >
            <SearchIcon />
          </button>
          {/*
            The count badge sits beside the button, not in it: the button's name stays exactly
            "Cart" (visible text inside a button must be part of its name), and screen readers
            hear the count once, from the description.
          */}
          <span className="cart-toggle">
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.cart')}
              aria-describedby="cart-count-text"
              aria-expanded={open === 'cart'}
              aria-controls="cart-panel"
              onClick={() => toggle('cart')}
            >
              <CartIcon />
            </button>
            <span className="cart-count" data-testid="cart-count" aria-hidden="true">
              {lineCount}
            </span>
          </span>
          <span id="cart-count-text" className="visually-hidden">
            {t('header.cartLines', { count: lineCount })}
          </span>
          <button
            type="button"
            className={`icon-button${isLoggedIn ? ' is-signed-in' : ''}`}
            aria-label={t('header.account')}
            aria-expanded={open === 'user'}
            aria-controls="user-panel"
            onClick={() => toggle('user')}
          >
            {isLoggedIn ? <UserCheckIcon /> : <UserIcon />}
          </button>
        </div>
      </div>

      {open === 'search' && <SearchPanel onDone={close} />}
      {open === 'cart' && <CartPanel />}
      {open === 'user' && <UserPanel />}
    </header>
  );
}
