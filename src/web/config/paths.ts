/**
 * Every path of the web app (spec 2.1), the one place they are spelled. `patterns` are the
 * router's; the functions build links.
 */
export const patterns = {
  home: '/',
  products: '/products',
  productsByKeyword: '/products/:keyword',
  productsByCategory: '/products/category/:categoryId',
  product: '/product/:productId',
  checkout: '/Order/Checkout',
  confirmOrder: '/Order/ConfirmOrder',
  orderPlaced: '/Order/Success',
  myOrders: '/Order/MyOrder',
  orderDetails: '/Order/OrderDetails/:orderId',
  myAddresses: '/my/addresses',
  reviews: '/reviews/all',
  addReview: '/review/add',
  about: '/about',
  signup: '/Signup',
  login: '/Login',
  forgetPassword: '/Forget/Password',
  changePassword: '/RestPassword',
  resetPassword: '/reset-password/:id/:token',
  admin: '/admin/*',
} as const;

const enc = encodeURIComponent;

export const paths = {
  home: '/',
  features: '/#features',
  products: '/products',
  /** Spec 2.2: the trimmed search text; empty text is the plain product list. */
  search: (text: string) => (text.trim() ? `/products/${enc(text.trim())}` : '/products'),
  category: (categoryId: string) => `/products/category/${enc(categoryId)}`,
  /** The home category cards' form of the same list (spec 2.1 "another reading"). */
  categoryQuery: (categoryId: string, categoryName: string) => `/products?categoryId=${enc(categoryId)}&categoryName=${enc(categoryName)}`,
  product: (productId: string) => `/product/${enc(productId)}`,
  checkout: '/Order/Checkout',
  confirmOrder: '/Order/ConfirmOrder',
  orderPlaced: '/Order/Success',
  myOrders: '/Order/MyOrder',
  orderDetails: (orderId: string) => `/Order/OrderDetails/${enc(orderId)}`,
  myAddresses: '/my/addresses',
  reviews: '/reviews/all',
  addReview: '/review/add',
  about: '/about',
  signup: '/Signup',
  login: '/Login',
  forgetPassword: '/Forget/Password',
  changePassword: '/RestPassword',
  adminHome: '/admin/home',
} as const;
