/**
 * The admin area's paths (spec 2.1 "Admin-only routes"). `adminPatterns` are relative to
 * /admin/ (admin-routes.tsx); `adminPaths` build links. Kept here, not in config/paths.ts, so
 * the storefront's first load carries none of them.
 */
export const adminPatterns = {
  home: 'home',
  productsMenu: 'products',
  addProduct: 'add/products',
  importProducts: 'import/products',
  products: 'view/products',
  updateProduct: 'update/products/:productId',
  addCategory: 'add/category',
  categories: 'view/category',
  updateCategory: 'update/category/:categoryId',
  orders: 'view/orders',
  updateOrder: 'update/order/:orderId',
  users: 'view/users',
  updateUser: 'update/:userId',
  reviews: 'view/reviews',
  settings: 'settings',
  activity: 'activity',
} as const;

const enc = encodeURIComponent;

export const adminPaths = {
  home: '/admin/home',
  productsMenu: '/admin/products',
  addProduct: '/admin/add/products',
  importProducts: '/admin/import/products',
  products: '/admin/view/products',
  updateProduct: (productId: string) => `/admin/update/products/${enc(productId)}`,
  addCategory: '/admin/add/category',
  categories: '/admin/view/category',
  updateCategory: (categoryId: string) => `/admin/update/category/${enc(categoryId)}`,
  orders: '/admin/view/orders',
  updateOrder: (orderId: string) => `/admin/update/order/${enc(orderId)}`,
  users: '/admin/view/users',
  updateUser: (userId: string) => `/admin/update/${enc(userId)}`,
  reviews: '/admin/view/reviews',
  settings: '/admin/settings',
  activity: '/admin/activity',
} as const;
