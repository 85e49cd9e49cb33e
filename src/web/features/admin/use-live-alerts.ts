import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import type { AdminEvent } from '#common/schemas/admin-events.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { refreshProducts } from './api/catalog-cache.js';
import { useAdminEvents } from './use-admin-events.js';

const t = adminTexts.alerts;

/** A notice on the owner's screen: a new order, or a product running low. */
export interface LiveAlert {
  id: string;
  kind: 'order' | 'stock';
  text: string;
  /** Where the notice leads: the order, or the product's form to restock it. */
  to: string;
}

/** More notices than this at once push the oldest out: the Orders badge still counts every order. */
export const MAX_ALERTS = 3;

const stockFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** The notice an alert gives, if any: a status change only moves the Orders badge. */
export function alertOf(event: AdminEvent, id: string): LiveAlert | undefined {
  switch (event.type) {
    case 'order.placed':
      return {
        id,
        kind: 'order',
        // A no-break space keeps the ₹ sign with its amount when the notice wraps.
        text: t.newOrder(event.data.customerName, formatRupees(event.data.total).replace(' ', '\u00a0')),
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

/**
 * The admin area's live alerts: each order event refreshes the admin's order lists and the
 * dashboard's figures (the Orders badge reads them), a low stock refreshes the products, and new
 * orders and low stock show a notice. An order's own page is left as it is: reloading it under
 * the owner's hands would change its status form mid-choice (a step refused meanwhile answers 409
 * and shows the order as it is now). After a gap (a reconnect) the list is read again, so the
 * badge is right even if alerts were missed meanwhile.
 */
export function useLiveAlerts() {
  const queryClient = useQueryClient();
  const [alerts, setAlerts] = useState<LiveAlert[]>([]);
  const refreshOrders = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminLists }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.dashboard }),
    ]);

  useAdminEvents({
    onEvent(event, id) {
      if (event.type === 'stock.low') void refreshProducts(queryClient);
      else void refreshOrders();
      const alert = alertOf(event, id);
      // Keyed by the alert's id (the same on every app server), a notice is never shown twice.
      if (alert) setAlerts((shown) => [...shown.filter((a) => a.id !== alert.id), alert].slice(-MAX_ALERTS));
    },
    onGap() {
      void refreshOrders();
    },
  });

  const dismiss = useCallback((id: string) => setAlerts((shown) => shown.filter((alert) => alert.id !== id)), []);
  return { alerts, dismiss };
}
