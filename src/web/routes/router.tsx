import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { patterns } from '../config/paths.js';
import { AdminArea, GuestOnly, GuestOrLogin, RequireUser } from './guards.js';
import { HomePage } from './home.js';
import { RootLayout } from './layout/root-layout.js';
import { RouteError } from './layout/route-error.js';
import { NotFoundPage } from './not-found.js';

// Home and the layout come with the first load; every other screen is its own small chunk.
const ProductsPage = lazy(() => import('./products.js'));
const ProductDetailPage = lazy(() => import('./product-detail.js'));
const CheckoutPage = lazy(() => import('./checkout.js'));
const ConfirmOrderPage = lazy(() => import('./confirm-order.js'));
const OrderPlacedPage = lazy(() => import('./order-placed.js'));
const MyOrdersPage = lazy(() => import('./my-orders.js'));
const OrderDetailsPage = lazy(() => import('./order-details.js'));
const ReviewsPage = lazy(() => import('./reviews.js'));
const AddReviewPage = lazy(() => import('./add-review.js'));
const AboutPage = lazy(() => import('./about.js'));
const LoginPage = lazy(() => import('./login.js'));
const RegisterPage = lazy(() => import('./register.js'));
const ForgetPasswordPage = lazy(() => import('./forget-password.js'));
const UpdatePasswordPage = lazy(() => import('./update-password.js'));
const ResetPasswordPage = lazy(() => import('./reset-password.js'));

/** The one route table (spec 2.1). */
const pages: RouteObject[] = [
  { path: patterns.home, element: <HomePage /> },
  { path: patterns.products, element: <ProductsPage /> },
  { path: patterns.productsByCategory, element: <ProductsPage /> },
  { path: patterns.productsByKeyword, element: <ProductsPage /> },
  { path: patterns.product, element: <ProductDetailPage /> },
  { path: patterns.checkout, element: <CheckoutPage /> },
  { path: patterns.confirmOrder, element: <ConfirmOrderPage /> },
  { path: patterns.orderPlaced, element: <OrderPlacedPage /> },
  { path: patterns.reviews, element: <ReviewsPage /> },
  { path: patterns.about, element: <AboutPage /> },
  // Depending on login state.
  {
    path: patterns.signup,
    element: (
      <GuestOnly>
        <RegisterPage />
      </GuestOnly>
    ),
  },
  {
    path: patterns.login,
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: patterns.forgetPassword,
    element: (
      <GuestOnly>
        <ForgetPasswordPage />
      </GuestOnly>
    ),
  },
  {
    path: patterns.changePassword,
    element: (
      <RequireUser>
        <UpdatePasswordPage />
      </RequireUser>
    ),
  },
  {
    path: patterns.resetPassword,
    element: (
      <GuestOrLogin>
        <ResetPasswordPage />
      </GuestOrLogin>
    ),
  },
  // Requiring login.
  {
    path: patterns.myOrders,
    element: (
      <RequireUser>
        <MyOrdersPage />
      </RequireUser>
    ),
  },
  {
    path: patterns.orderDetails,
    element: (
      <RequireUser>
        <OrderDetailsPage />
      </RequireUser>
    ),
  },
  {
    path: patterns.addReview,
    element: (
      <RequireUser>
        <AddReviewPage />
      </RequireUser>
    ),
  },
  // Admin only (lazy chunk).
  { path: patterns.admin, element: <AdminArea /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([{ element: <RootLayout />, children: [{ errorElement: <RouteError />, children: pages }] }]);
