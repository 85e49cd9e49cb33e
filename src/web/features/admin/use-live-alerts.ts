import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import type { AdminEvent } from '#common/schemas/admin-events.js';
import { type OwnerTexts, ownerTexts, useOwnerTexts } from '#web/i18n/owner-texts.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { useOrderSound } from './alert-sound.js';
import { refreshProducts } from './api/catalog-cache.js';
import { useAdminEvents } from './use-admin-events.js';

/** A notice on the owner's screen: a new order, or a product running low. */
export interface LiveAlert {
  id: string;
  kind: 'order' | 'stock';
  text: string;
  /** Where the notice leads: the order, or the product's form to restock it. */
  to: string;
}

/** At most this many notices are drawn at once, the newest; the unseen orders beyond them are counted ("2 more new orders"). */
export const MAX_ALERTS = 3;
/** Kept unseen orders at most: past it the oldest are let go (the Processing tab holds every one). */
const MAX_UNSEEN_ORDERS = 99;

const stockFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** The notice an alert gives, if any, in the language shown: a status change only moves the Orders badge. */
export function alertOf(event: AdminEvent, id: string, t: OwnerTexts['alerts'] = ownerTexts.en.alerts): LiveAlert | undefined {
  switch (event.type) {
    case 'order.placed':
      return {
        id,
        kind: 'order',
        // A no-break space keeps the ₹ sign with its amount when the notice wraps.
        text: t.newOrder(event.data.orderNumber, event.data.customerName, formatRupees(event.data.total).replace(' ', '\u00a0')),
        to: adminWebPaths.updateOrder.href(event.data._id),
      };
    case 'stock.low':
      return {
        id,
        kind: 'stock',
        text: t.lowStock(event.data.name, stockFormat.format(event.data.stocks), event.data.unit),
        to: adminWebPaths.updateProduct.href(event.data._id),
      };
    default:
      return undefined;
  }
}

/** A new notice joins the others, once (keyed by the alert's id, the same on every app server); low stock keeps only its newest few. */
function withAlert(shown: readonly LiveAlert[], alert: LiveAlert): LiveAlert[] {
  const next = [...shown.filter((a) => a.id !== alert.id), alert];
  const orders = next.filter((a) => a.kind === 'order').slice(-MAX_UNSEEN_ORDERS);
  const stock = next.filter((a) => a.kind === 'stock').slice(-MAX_ALERTS);
  return next.filter((a) => orders.includes(a) || stock.includes(a));
}

/** Where the notices not yet seen are kept for a reload of the tab; a closed tab lets them go (decision 0041). */
const KEPT_ALERTS = 'adminAlerts';

const isAlert = (value: unknown): value is LiveAlert => {
  const alert = value as Partial<LiveAlert> | null;
  return (
    typeof alert?.id === 'string' &&
    (alert.kind === 'order' || alert.kind === 'stock') &&
    typeof alert.text === 'string' &&
    typeof alert.to === 'string'
  );
};

/** The notices this tab had not seen before it was reloaded. */
function keptAlerts(): LiveAlert[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEPT_ALERTS) ?? '[]');
    return Array.isArray(kept) ? kept.filter(isAlert) : [];
  } catch {
    return [];
  }
}

function keepAlerts(alerts: readonly LiveAlert[]): void {
  try {
    if (alerts.length > 0) sessionStorage.setItem(KEPT_ALERTS, JSON.stringify(alerts));
    else sessionStorage.removeItem(KEPT_ALERTS);
  } catch {
    // Storage refused (private mode, full): the notices live as long as the page.
  }
}

/**
 * The admin area's live alerts: each order event refreshes the admin's order lists, the
 * dashboard's figures (the Orders badge reads them), the cash-up and the riders report, a low stock refreshes the products, and new
 * orders and low stock show a notice. A new order's notice stays until the owner has seen it
 * (decision 0041): dismissed, followed, its order opened, or the orders list opened; it sounds
 * unless the owner turned the sound off, and the unseen orders are counted in the tab's title. A
 * reload of the tab keeps the notices not yet seen (sessionStorage).
 * An order's own page is left as it is: reloading it under the owner's hands would change its
 * status form mid-choice (a step refused meanwhile answers 409 and shows the order as it is now);
 * a payment reported or recorded, or its rider set or taken away (`order.rider`), which moves no
 * status, does refresh it.
 * After a gap (a reconnect) the list is read again, so the badge is right even if alerts were
 * missed meanwhile.
 */
export function useLiveAlerts() {
  const queryClient = useQueryClient();
  const texts = useOwnerTexts().alerts;
  const textsNow = useRef(texts);
  textsNow.current = texts;
  const [alerts, setAlerts] = useState<LiveAlert[]>(keptAlerts);
  useEffect(() => keepAlerts(alerts), [alerts]);
  const sound = useOrderSound();
  const refreshOrders = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminLists }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.dashboard }),
      // A payment, a delivery or a cancel moves the cash-up's money or its orders to settle.
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.cashUps }),
      // A rider's delivery moves their figures of the day.
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.ridersReports }),
    ]);

  useAdminEvents({
    onEvent(event, id) {
      if (event.type === 'stock.low') void refreshProducts(queryClient);
      else void refreshOrders();
      // A payment or a rider changes no status form: the order's own page may show it at once.
      if (event.type === 'payment.reported' || event.type === 'payment.recorded' || event.type === 'order.rider') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(event.data._id) });
      }
      const alert = alertOf(event, id, textsNow.current);
      if (!alert) return;
      setAlerts((shown) => withAlert(shown, alert));
      if (alert.kind === 'order') sound.play();
    },
    onGap() {
      void refreshOrders();
    },
  });

  // Opening an order sees its notice; opening the orders list sees every new order's.
  const { pathname } = useLocation();
  useEffect(() => {
    const seen = (alert: LiveAlert) => alert.to === pathname || (alert.kind === 'order' && pathname === adminWebPaths.orders.href());
    setAlerts((shown) => (shown.some(seen) ? shown.filter((alert) => !seen(alert)) : shown));
  }, [pathname]);

  const dismiss = useCallback((id: string) => setAlerts((shown) => shown.filter((alert) => alert.id !== id)), []);
  const dismissAll = useCallback(() => setAlerts([]), []);
  const unseenOrders = alerts.filter((alert) => alert.kind === 'order').length;
  return { alerts, dismiss, dismissAll, unseenOrders, sound };
}
