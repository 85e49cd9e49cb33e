import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { AdminAlerts } from '#web/features/admin/components/admin-alerts.js';
import { AdminSidebar } from '#web/features/admin/components/admin-sidebar.js';
import { useLiveAlerts } from '#web/features/admin/use-live-alerts.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * Every admin screen: the sidebar (spec 2.9) beside the screen, and the live alerts of the whole
 * area: one event stream, opened with the area and closed when the owner leaves it.
 */
export function AdminLayout() {
  const t = useT();
  const { alerts, dismiss } = useLiveAlerts();
  return (
    <div className="admin">
      <AdminSidebar />
      <AdminAlerts alerts={alerts} onDismiss={dismiss} />
      <div className="admin__main">
        <Suspense fallback={<LoadingOverlay label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
