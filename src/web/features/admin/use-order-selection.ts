import { useCallback, useState } from 'react';
import type { Order } from '#common/schemas/orders.js';

/** Only an order on its way may be given to a rider or taken back (API.md "The delivery run"). */
export function canHaveRider(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Processing' || order.status === 'Shipped';
}

/**
 * The orders chosen on the page shown, to give to a rider together. Only the page's Processing
 * and Shipped orders count: a chosen order that leaves the page (another page, a filter, a
 * delivery meanwhile) is no longer chosen, so nothing off screen is ever changed.
 */
export function useOrderSelection(orders: readonly Order[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const choosable = orders.filter(canHaveRider);
  const selected = choosable.filter((order) => chosen.has(order._id));
  const allChosen = choosable.length > 0 && selected.length === choosable.length;

  const toggle = useCallback(
    (id: string) =>
      setChosen((now) => {
        const next = new Set(now);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const choose = (ids: readonly string[]) => setChosen(new Set(ids));
  const toggleAll = () => choose(allChosen ? [] : choosable.map((order) => order._id));

  return {
    /** The chosen orders of this page, in the page's order. */
    selected,
    isChosen: (id: string) => chosen.has(id),
    toggle,
    toggleAll,
    /** Keeps these orders chosen and no other (the ones a run could not change). */
    choose,
    allChosen,
    someChosen: selected.length > 0 && !allChosen,
    choosableCount: choosable.length,
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
