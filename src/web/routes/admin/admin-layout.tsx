import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { AdminAlerts } from '#web/features/admin/components/admin-alerts.js';
import { AdminSidebar } from '#web/features/admin/components/admin-sidebar.js';
import { OrderSoundSwitch } from '#web/features/admin/components/order-sound-switch.js';
import { useLiveAlerts } from '#web/features/admin/use-live-alerts.js';
import { useUnseenTitle } from '#web/features/admin/use-unseen-title.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * Every admin screen: the sidebar (spec 2.9) beside the screen, and the live alerts of the whole
 * area: one event stream, opened with the area and closed when the owner leaves it. Unseen new
 * orders are counted in the tab's title; their sound has its switch in the sidebar (decision 0041).
 */
export function AdminLayout() {
  const t = useT();
  const { alerts, dismiss, dismissAll, unseenOrders, sound } = useLiveAlerts();
  useUnseenTitle(unseenOrders);
  return (
    <div className="admin">
      <AdminSidebar>
        <OrderSoundSwitch on={sound.on} onToggle={sound.toggle} />
      </AdminSidebar>
      <AdminAlerts alerts={alerts} onDismiss={dismiss} onDismissAll={dismissAll} />
      <div className="admin__main">
        <Suspense fallback={<LoadingOverlay label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
