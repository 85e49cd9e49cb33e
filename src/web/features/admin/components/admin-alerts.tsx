import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { CloseIcon } from '#web/components/icons.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { type LiveAlert, MAX_ALERTS } from '../use-live-alerts.js';

/**
 * How long a low-stock notice stays on screen; it waits while the pointer or the keyboard is on
 * it. A new order's notice stays until it is seen (decision 0041).
 */
export const ALERT_VISIBLE_MS = 10_000;

function AlertItem({ alert, onDismiss }: { alert: LiveAlert; onDismiss: (id: string, hadFocus: boolean) => void }) {
  const t = useOwnerTexts().alerts;
  const lasts = alert.kind === 'order';
  const ref = useRef<HTMLLIElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const expire = useEffectEvent(() => onDismiss(alert.id, false));

  // Each pause gives the notice its full time again once it ends.
  useEffect(() => {
    if (paused || lasts) return;
    const timer = window.setTimeout(expire, ALERT_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, lasts]);

  return (
    <li
      ref={ref}
      data-alert={alert.id}
      className={`admin-alert admin-alert--${alert.kind}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(ref.current?.contains(event.relatedTarget as Node | null) ?? false)}
    >
      <Link to={alert.to} className="admin-alert__text" onClick={() => onDismiss(alert.id, false)}>
        {alert.text}
      </Link>
      <button
        type="button"
        className="admin-alert__close icon-button"
        aria-label={t.dismiss(alert.text)}
        onClick={() => onDismiss(alert.id, true)}
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * The owner's notices of new orders and low stock (docs/decisions/0008-live-events.md): a polite
 * live region, so a screen reader reads each notice once without moving the focus; each has a
 * link to what it is about and a Dismiss button. The newest few are drawn; with more than one, a
 * line counts the unseen orders not drawn (a link to the orders list) and "Mark all seen" clears
 * them (decision 0041). It sits before the screen in the page's order, so the keyboard reaches it
 * right after the sidebar, wherever it is drawn.
 */
export function AdminAlerts({
  alerts,
  onDismiss,
  onDismissAll = () => undefined,
}: {
  alerts: readonly LiveAlert[];
  onDismiss: (id: string) => void;
  onDismissAll?: () => void;
}) {
  const t = useOwnerTexts().alerts;
  const region = useRef<HTMLDivElement>(null);
  const shown = alerts.slice(-MAX_ALERTS);
  const more = alerts.filter((alert) => alert.kind === 'order' && !shown.includes(alert)).length;

  function dismiss(id: string, hadFocus: boolean): void {
    const rest = shown.filter((alert) => alert.id !== id);
    onDismiss(id);
    if (!hadFocus) return;
    // The focus stays among the notices, or on their (empty) region: never lost to the page's top.
    const next = rest[0] && region.current?.querySelector<HTMLAnchorElement>(`[data-alert="${CSS.escape(rest[0].id)}"] a`);
    (next ?? region.current)?.focus();
  }

  function dismissAll(): void {
    onDismissAll();
    region.current?.focus();
  }

  return (
    <div className="admin-alerts">
      <div
        ref={region}
        className="admin-alerts__region"
        role="status"
        aria-live="polite"
        aria-atomic="false"
        aria-label={t.region}
        tabIndex={-1}
      >
        <ul>
          {shown.map((alert) => (
            <AlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
          ))}
        </ul>
      </div>
      {alerts.length > 1 && (
        <div className="admin-alerts__all">
          {more > 0 && (
            <Link to={adminWebPaths.orders.href()} className="admin-alerts__more">
              {t.more(more)}
            </Link>
          )}
          <button type="button" className="button button--small" onClick={dismissAll}>
            {t.allSeen}
          </button>
        </div>
      )}
    </div>
  );
}
