import { lazy } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { categoriesQueryOptions } from '../features/catalog/api/get-categories.js';
import { productQueryOptions } from '../features/catalog/api/get-product.js';
import {
  appliedFilterOf,
  listAddressOf,
  pagesShownOf,
  productPagesQueryOptions,
  productsFilterFor,
  sortOf,
} from '../features/catalog/api/get-products.js';
import { useT } from '../i18n/i18n.js';
import { preloadProductImage, productImageSizes } from '../lib/product-image.js';
import { queryClient } from '../lib/query-client.js';
import { AdminArea, GuestOnly, GuestOrLogin, RequireUser, RiderArea } from './guards.js';
import { HomePage } from './home.js';
import { RootLayout } from './layout/root-layout.js';
import { RouteError } from './layout/route-error.js';
import { NotFoundPage } from './not-found.js';
import ProductsPage from './products.js';

// Home, the product list (the shop's two landing pages) and the layout come with the first
// load: a list's first paint then waits for no second round trip. Every other screen is its
// own small chunk.
const ProductDetailPage = lazy(() => import('./product-detail.js'));
const CheckoutPage = lazy(() => import('./checkout.js'));
const ConfirmOrderPage = lazy(() => import('./confirm-order.js'));
const OrderPlacedPage = lazy(() => import('./order-placed.js'));
const MyOrdersPage = lazy(() => import('./my-orders.js'));
const OrderDetailsPage = lazy(() => import('./order-details.js'));
const MyAddressesPage = lazy(() => import('./my-addresses.js'));
const MyAccountPage = lazy(() => import('./my-account.js'));
const MyKhataPage = lazy(() => import('./my-khata.js'));
const ReviewsPage = lazy(() => import('./reviews.js'));
const AddReviewPage = lazy(() => import('./add-review.js'));
const AboutPage = lazy(() => import('./about.js'));
const LoginPage = lazy(() => import('./login.js'));
const RegisterPage = lazy(() => import('./register.js'));
const ForgetPasswordPage = lazy(() => import('./forget-password.js'));
const UpdatePasswordPage = lazy(() => import('./update-password.js'));
const ResetPasswordPage = lazy(() => import('./reset-password.js'));

/**
 * The catalogue pages' data is asked for as the address is matched, not once the page has
 * rendered (a query starts after its component's first render is on screen, and a lazy page's
 * code must arrive first): one round trip less before the first products. A list's first picture
 * is fetched as soon as the data names it (it is the page's largest paint), except for a browser
 * asking to save data (preloadProductImage, decision 0065): the data is the page's own, the
 * preload only its head start. The loaders only start the work (the pages read the queries), so
 * nothing waits for them.
 */
function prefetchProducts({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const categoryId = params.categoryId ?? search.get('categoryId') ?? undefined;
  const filter = productsFilterFor({ keyword: params.keyword, categoryId, applied: appliedFilterOf(search), sort: sortOf(search) });
  queryClient.fetchInfiniteQuery(productPagesQueryOptions(filter, pagesShownOf(search))).then(
    ({ pages: [first] }) => first?.products[0] && preloadProductImage(first.products[0], productImageSizes.card),
    () => undefined, // the page shows the failure from the same query
  );
  void queryClient.prefetchQuery(categoriesQueryOptions());
  return null;
}

/**
 * The list's page and the panel's filter change the address as a shopper reads and filters; the
 * screen asks for those itself (decision 0020). Only another list runs the loader again.
 */
const revalidateProducts: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  listAddressOf(currentUrl.pathname, currentUrl.searchParams) !== listAddressOf(nextUrl.pathname, nextUrl.searchParams);

function prefetchProduct({ params }: LoaderFunctionArgs) {
  if (!params.productId) return null;
  queryClient.fetchQuery(productQueryOptions(params.productId)).then(
    (product) => preloadProductImage(product, productImageSizes.details),
    () => undefined,
  );
  return null;
}

/** Shown for the instant a first visit's loader takes (header and footer are already drawn). */
function LoaderFallback() {
  const t = useT();
  return <LoadingOverlay label={t('loading')} />;
}
const loaderFallback = <LoaderFallback />;
const productsRoute = {
  element: <ProductsPage />,
  loader: prefetchProducts,
  shouldRevalidate: revalidateProducts,
  hydrateFallbackElement: loaderFallback,
};

/** The one route table (spec 2.1). */
const pages: RouteObject[] = [
  { path: webPaths.home.pattern, element: <HomePage /> },
  { path: webPaths.products.pattern, ...productsRoute },
  { path: webPaths.productsByCategory.pattern, ...productsRoute },
  { path: webPaths.productsByKeyword.pattern, ...productsRoute },
  { path: webPaths.product.pattern, element: <ProductDetailPage />, loader: prefetchProduct, hydrateFallbackElement: loaderFallback },
  { path: webPaths.checkout.pattern, element: <CheckoutPage /> },
  { path: webPaths.confirmOrder.pattern, element: <ConfirmOrderPage /> },
  { path: webPaths.orderPlaced.pattern, element: <OrderPlacedPage /> },
  { path: webPaths.reviews.pattern, element: <ReviewsPage /> },
  { path: webPaths.about.pattern, element: <AboutPage /> },
  // Depending on login state.
  {
    path: webPaths.signup.pattern,
    element: (
      <GuestOnly>
        <RegisterPage />
      </GuestOnly>
    ),
  },
  {
    path: webPaths.login.pattern,
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  {
    path: webPaths.forgetPassword.pattern,
    element: (
      <GuestOnly>
        <ForgetPasswordPage />
      </GuestOnly>
    ),
  },
  {
    path: webPaths.changePassword.pattern,
    element: (
      <RequireUser>
        <UpdatePasswordPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.resetPassword.pattern,
    element: (
      <GuestOrLogin>
        <ResetPasswordPage />
      </GuestOrLogin>
    ),
  },
  // Requiring login.
  {
    path: webPaths.myOrders.pattern,
    element: (
      <RequireUser>
        <MyOrdersPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.orderDetails.pattern,
    element: (
      <RequireUser>
        <OrderDetailsPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.addReview.pattern,
    element: (
      <RequireUser>
        <AddReviewPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.myAddresses.pattern,
    element: (
      <RequireUser>
        <MyAddressesPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.myAccount.pattern,
    element: (
      <RequireUser>
        <MyAccountPage />
      </RequireUser>
    ),
  },
  {
    path: webPaths.myKhata.pattern,
    element: (
      <RequireUser>
        <MyKhataPage />
      </RequireUser>
    ),
  },
  // Rider only (lazy chunk).
  { path: webPaths.rider.pattern, element: <RiderArea /> },
  // Admin only (lazy chunk).
  { path: webPaths.admin.pattern, element: <AdminArea /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([{ element: <RootLayout />, children: [{ errorElement: <RouteError />, children: pages }] }]);
