import { Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found.js';

/**
 * The admin area's entry (spec 2.9), loaded lazily and only for an Admin (router.tsx), so a
 * shopper never downloads admin code. Its screens are registered here, relative to /admin/.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
