import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { AdminSidebar } from '#web/features/admin/components/admin-sidebar.js';
import { texts } from '#web/i18n/texts.js';

/** Every admin screen: the sidebar (spec 2.9) beside the screen. */
export function AdminLayout() {
  return (
    <div className="admin">
      <AdminSidebar />
      <div className="admin__main">
        <Suspense fallback={<LoadingOverlay label={texts.loading} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
