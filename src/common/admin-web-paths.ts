import { routesUnder } from './web-paths.js';

const route = routesUnder('/admin/');

/**
 * The admin area's paths (spec 2.1 "Admin-only routes"), each spelled once: `pattern` is relative
 * to /admin/ (the admin area's own router, admin-routes.tsx), `href` the full link, also used by
 * the order mails. Kept apart from web-paths.ts, so the storefront's first load carries none of them.
 */
export const adminWebPaths = {
  home: route('home'),
  productsMenu: route('products'),
  addProduct: route('add/products'),
  importProducts: route('import/products'),
  products: route('view/products'),
  updateProduct: route('update/products/:productId', (productId: string) => ({ productId })),
  addCategory: route('add/category'),
  categories: route('view/category'),
  updateCategory: route('update/category/:categoryId', (categoryId: string) => ({ categoryId })),
  orders: route('view/orders'),
  updateOrder: route('update/order/:orderId', (orderId: string) => ({ orderId })),
  /** The day's pick list, to print (API.md "Packing"). */
  pickList: route('picklist'),
  /** One order's packing slip, to print for the bag (API.md "Packing"). */
  packingSlip: route('orders/:orderId/slip', (orderId: string) => ({ orderId })),
  users: route('view/users'),
  updateUser: route('update/:userId', (userId: string) => ({ userId })),
  reviews: route('view/reviews'),
  /** Who owes on credit, and one shopper's khata (API.md "Getting paid"). */
  khata: route('khata'),
  khataAccount: route('khata/:userId', (userId: string) => ({ userId })),
  /** The shop's coupons, to add, edit, pause and delete (API.md "Offers and the delivery charge", decision 0064). */
  coupons: route('coupons'),
  settings: route('settings'),
  activity: route('activity'),
  /** The day's cash-up (API.md "Getting paid"); `?date=YYYY-MM-DD`, an IST day, else today. */
  cashUp: route('cash-up'),
  /** What each rider delivered on an IST day and the money they bring back (API.md "The delivery run"); `?date=` as the cash-up. */
  riders: route('riders'),
  /** The tax inside the Delivered orders of a range of IST days, per rate and per HSN code (API.md "Tax and labels", decision 0060). */
  gst: route('gst'),
} as const;
