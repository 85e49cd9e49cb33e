import { Route, Routes } from 'react-router';
import { adminWebPaths as p } from '#common/admin-web-paths.js';
import { AdminActivityPage } from './admin/admin-activity.js';
import { AdminAddCategoryPage } from './admin/admin-add-category.js';
import { AdminAddProductPage } from './admin/admin-add-product.js';
import { AdminCashUpPage } from './admin/admin-cash-up.js';
import { AdminCategoriesPage } from './admin/admin-categories.js';
import { AdminCouponsPage } from './admin/admin-coupons.js';
import { AdminDashboardPage } from './admin/admin-dashboard.js';
import { AdminGstPage } from './admin/admin-gst.js';
import { AdminImportProductsPage } from './admin/admin-import-products.js';
import { AdminKhataPage } from './admin/admin-khata.js';
import { AdminKhataAccountPage } from './admin/admin-khata-account.js';
import { AdminLayout } from './admin/admin-layout.js';
import { AdminOrderDetailsPage } from './admin/admin-order-details.js';
import { AdminOrdersPage } from './admin/admin-orders.js';
import { AdminPackingSlipPage } from './admin/admin-packing-slip.js';
import { AdminPickListPage } from './admin/admin-pick-list.js';
import { AdminProductsPage } from './admin/admin-products.js';
import { AdminProductsMenuPage } from './admin/admin-products-menu.js';
import { AdminReviewsPage } from './admin/admin-reviews.js';
import { AdminRidersPage } from './admin/admin-riders.js';
import { AdminSettingsPage } from './admin/admin-settings.js';
import { AdminUpdateCategoryPage } from './admin/admin-update-category.js';
import { AdminUpdateProductPage } from './admin/admin-update-product.js';
import { AdminUpdateUserPage } from './admin/admin-update-user.js';
import { AdminUsersPage } from './admin/admin-users.js';
import { NotFoundPage } from './not-found.js';
import '../styles/admin.css';

/**
 * The admin area's entry (spec 2.9), loaded lazily and only for an Admin (guards.tsx), so a
 * shopper never downloads admin code: this chunk (admin-routes-*.js, with its CSS) holds every
 * admin screen; the dashboard's charts are a chunk of their own (admin-charts-*.js). The service
 * worker skips chunks named admin-* (vite.config.ts). Paths are relative to /admin/.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path={p.home.pattern} element={<AdminDashboardPage />} />
        <Route path={p.productsMenu.pattern} element={<AdminProductsMenuPage />} />
        <Route path={p.addProduct.pattern} element={<AdminAddProductPage />} />
        <Route path={p.importProducts.pattern} element={<AdminImportProductsPage />} />
        <Route path={p.products.pattern} element={<AdminProductsPage />} />
        <Route path={p.updateProduct.pattern} element={<AdminUpdateProductPage />} />
        <Route path={p.addCategory.pattern} element={<AdminAddCategoryPage />} />
        <Route path={p.categories.pattern} element={<AdminCategoriesPage />} />
        <Route path={p.updateCategory.pattern} element={<AdminUpdateCategoryPage />} />
        <Route path={p.orders.pattern} element={<AdminOrdersPage />} />
        <Route path={p.updateOrder.pattern} element={<AdminOrderDetailsPage />} />
        <Route path={p.pickList.pattern} element={<AdminPickListPage />} />
        <Route path={p.packingSlip.pattern} element={<AdminPackingSlipPage />} />
        <Route path={p.khata.pattern} element={<AdminKhataPage />} />
        <Route path={p.khataAccount.pattern} element={<AdminKhataAccountPage />} />
        <Route path={p.users.pattern} element={<AdminUsersPage />} />
        <Route path={p.updateUser.pattern} element={<AdminUpdateUserPage />} />
        <Route path={p.reviews.pattern} element={<AdminReviewsPage />} />
        <Route path={p.coupons.pattern} element={<AdminCouponsPage />} />
        <Route path={p.settings.pattern} element={<AdminSettingsPage />} />
        <Route path={p.activity.pattern} element={<AdminActivityPage />} />
        <Route path={p.cashUp.pattern} element={<AdminCashUpPage />} />
        <Route path={p.riders.pattern} element={<AdminRidersPage />} />
        <Route path={p.gst.pattern} element={<AdminGstPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
