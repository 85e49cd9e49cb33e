import { useEffect, useRef, useState } from 'react';
import { useLocalName } from '#web/components/product-name.js';
import { useFormat } from '#web/i18n/format.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';
import type { ServerLine } from '#web/lib/api-client.js';
import { useCartStore } from '../cart-store.js';
import { type ConflictItem, stillConflicting } from '../conflict-items.js';
import type { PricedCartLine } from '../use-cart-lines.js';

interface ConflictNoticeProps {
  /** The server's own words (e.g. which total it expected), with their ids to show them in the shopper's language. */
  messages: readonly (ServerLine | string)[];
  items: readonly ConflictItem[];
  /** The cart as it shows now, priced from the products' query (use-cart-lines.ts). */
  lines: readonly PricedCartLine[];
  /** Reads the cart's products again: their current rates, stocks and limits. */
  onRefresh: () => Promise<void>;
}

/**
 * A 409 PRICE_CHANGED / OUT_OF_STOCK / QUANTITY_LIMIT answer: says which items and what to do
 * (update, set to what is left or to the most one order takes, or remove), and keeps the cart. A
 * line drops off the list once the cart no longer conflicts. A new price or limit is never written
 * into the cart: Update reads the products again, and the cart shows what they say.
 */
export function ConflictNotice({ messages, items, lines, onRefresh }: ConflictNoticeProps) {
  const { money } = useFormat();
  const t = useT();
  const server = useServerMessages();
  const localName = useLocalName();
  const updateItem = useCartStore((s) => s.updateItem);
  const removeItem = useCartStore((s) => s.removeItem);
  const [handled, setHandled] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [acted, setActed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  // Centred on screen: with several changed items, the top of the notice (the server's message)
  // would otherwise sit above a phone's screen, over the Confirm button the shopper just pressed.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);

  const refresh = async (ids?: string[]) => {
    setActed(true);
    setBusy(true);
    try {
      await onRefresh();
      setHandled((h) => [...h, ...(ids ?? items.map((i) => i.id))]);
    } finally {
      setBusy(false);
    }
  };

  const update = (item: ConflictItem) => {
    setActed(true);
    if (item.kind === 'limit' && item.available !== undefined && item.limit !== undefined) {
      updateItem(item.id, { quantity: item.available });
      // The product's limit is read again, so the line's quantity list offers nothing over it from now on.
      void onRefresh();
    } else if (item.kind === 'stock' && item.available !== undefined && item.available > 0)
      updateItem(item.id, { quantity: item.available });
    else void refresh([item.id]);
  };

  const remove = (id: string) => {
    setActed(true);
    removeItem(id);
  };

  const open = items.filter((item) => !handled.includes(item.id) && stillConflicting(item, lines));

  if (acted && open.length === 0) {
    return (
      <p className="conflict-notice conflict-notice--done" role="status">
        {t('confirm.cartUpdated')}
      </p>
    );
  }

  return (
    <div className="conflict-notice" role="alert" ref={ref}>
      {messages.map((m) => (
        <p key={typeof m === 'string' ? m : m.text} className="conflict-notice__message">
          {server.line(m)}
        </p>
      ))}
      <p>{t('confirm.conflictHint')}</p>
      {open.length > 0 && (
        <ul className="conflict-notice__items">
          {open.map((item) => (
            <li key={item.id}>
              <span>
                {item.kind === 'limit'
                  ? t('confirm.overLimitItem', { name: localName(item), max: item.limit ?? 0 })
                  : item.kind === 'stock'
                    ? (item.available ?? 0) > 0
                      ? t('confirm.onlyLeftItem', { name: localName(item), available: item.available ?? 0 })
                      : t('confirm.outOfStockItem', { name: localName(item) })
                    : item.rate !== undefined
                      ? t('confirm.priceChangedItem', { name: localName(item), rate: money(item.rate) })
                      : t('confirm.priceChangedUnknown', { name: localName(item) })}
              </span>
              <span className="conflict-notice__actions">
                {!(item.kind !== 'price' && (item.available ?? 0) <= 0) && (
                  <button type="button" className="button button--small" onClick={() => update(item)} disabled={busy}>
                    {item.kind !== 'price' && item.available !== undefined
                      ? t('confirm.setQuantity', { available: item.available })
                      : t('confirm.updateItem')}
                  </button>
                )}
                <button type="button" className="button button--small button--ghost" onClick={() => remove(item.id)}>
                  {t('cart.remove')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {open.length === 0 && (
        <button type="button" className="button button--small" onClick={() => void refresh()} disabled={busy}>
          {t('confirm.refreshPrices')}
        </button>
      )}
    </div>
  );
}
