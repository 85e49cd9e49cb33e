import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '#web/components/icons.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { LiveAlert } from '../use-live-alerts.js';

const t = adminTexts.alerts;

/** How long a notice stays on screen; it waits while the pointer or the keyboard is on it. */
export const ALERT_VISIBLE_MS = 10_000;

function AlertItem({ alert, onDismiss }: { alert: LiveAlert; onDismiss: (id: string, hadFocus: boolean) => void }) {
  const ref = useRef<HTMLLIElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const expire = useEffectEvent(() => onDismiss(alert.id, false));

  // Each pause gives the notice its full time again once it ends.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(expire, ALERT_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [paused]);

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
 * link to what it is about and a Dismiss button. It sits before the screen in the page's order,
 * so the keyboard reaches it right after the sidebar, wherever it is drawn.
 */
export function AdminAlerts({ alerts, onDismiss }: { alerts: readonly LiveAlert[]; onDismiss: (id: string) => void }) {
  const region = useRef<HTMLDivElement>(null);

  function dismiss(id: string, hadFocus: boolean): void {
    const rest = alerts.filter((alert) => alert.id !== id);
    onDismiss(id);
    if (!hadFocus) return;
    // The focus stays among the notices, or on their (empty) region: never lost to the page's top.
    const next = rest[0] && region.current?.querySelector<HTMLAnchorElement>(`[data-alert="${CSS.escape(rest[0].id)}"] a`);
    (next ?? region.current)?.focus();
  }

  return (
    <div ref={region} className="admin-alerts" role="status" aria-live="polite" aria-atomic="false" aria-label={t.region} tabIndex={-1}>
      <ul>
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onDismiss={dismiss} />
        ))}
      </ul>
    </div>
  );
}
