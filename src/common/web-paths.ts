/**
 * Every path of the web app's storefront (spec 2.1), the one place each is spelled: the router
 * reads a route's `pattern`, links and the server's mails build theirs with its `href`
 * (docs/decisions/0033-one-definition-each-on-the-web.md). The admin area's are in
 * admin-web-paths.ts, so the storefront's first load carries none of them.
 */

/** The `:name`s of a pattern, e.g. 'id' | 'token' of '/reset-password/:id/:token'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What an href builder answers: a value for every `:name` of the pattern. */
type ParamValues<P extends string> = Record<ParamsOf<P>, string>;

export interface WebRoute<P extends string, A extends unknown[]> {
  /** The router's path, e.g. '/Order/OrderDetails/:orderId' (relative to its base for a nested route). */
  readonly pattern: P;
  /** A link to it: the pattern with each `:name` filled in, URI-encoded, after the base. */
  readonly href: (...args: A) => string;
}

/** The pattern with each `:name` replaced by its encoded value. */
function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * Routes under `base` ('/' for the storefront, '/admin/' for the admin area's nested routes):
 * `route(pattern)` for a path without parameters, `route(pattern, (a, b) => ({ name: a, ... }))`
 * for one with parameters, the builder naming the value of each `:name` from its arguments.
 */
export function routesUnder(base: string) {
  const prefix = base.replace(/\/$/, '');
  const join = (pattern: string) => (pattern.startsWith('/') ? `${prefix}${pattern}` : `${prefix}/${pattern}`);
  function route<P extends string>(pattern: P): WebRoute<P, []>;
  function route<P extends string, A extends unknown[]>(pattern: P, values: (...args: A) => ParamValues<P>): WebRoute<P, A>;
  function route(pattern: string, values?: (...args: unknown[]) => Record<string, string>): WebRoute<string, unknown[]> {
    return { pattern, href: (...args) => join(fill(pattern, values ? values(...args) : {})) };
  }
  return route;
}

const route = routesUnder('/');

export const webPaths = {
  home: route('/'),
  products: route('/products'),
  productsByKeyword: route('/products/:keyword', (keyword: string) => ({ keyword })),
  productsByCategory: route('/products/category/:categoryId', (categoryId: string) => ({ categoryId })),
  product: route('/product/:productId', (productId: string) => ({ productId })),
  checkout: route('/Order/Checkout'),
  confirmOrder: route('/Order/ConfirmOrder'),
  orderPlaced: route('/Order/Success'),
  myOrders: route('/Order/MyOrder'),
  orderDetails: route('/Order/OrderDetails/:orderId', (orderId: string) => ({ orderId })),
  myAddresses: route('/my/addresses'),
  /** The shopper's name, e-mail and mobile number (API.md "Phone first"). */
  myAccount: route('/my/account'),
  /** The shopper's khata: what they owe the shop on credit (API.md "Getting paid"). */
  myKhata: route('/my/khata'),
  reviews: route('/reviews/all'),
  addReview: route('/review/add'),
  about: route('/about'),
  signup: route('/Signup'),
  login: route('/Login'),
  forgetPassword: route('/Forget/Password'),
  changePassword: route('/RestPassword'),
  resetPassword: route('/reset-password/:id/:token', (id: string, token: string) => ({ id, token })),
  /** A rider's delivery run: the day's stops (API.md "The delivery run"). */
  rider: route('/rider'),
  /** The admin area's entry; its own routes are in admin-web-paths.ts. */
  admin: route('/admin/*'),
} as const;

/** Links that are not a route of their own: a section of the home page, and the list's other readings. */
export const webLinks = {
  features: `${webPaths.home.href()}#features`,
  /** Spec 2.2: the trimmed search text; empty text is the plain product list. */
  search: (text: string) => (text.trim() ? webPaths.productsByKeyword.href(text.trim()) : webPaths.products.href()),
  /** The home category cards' form of a category's list (spec 2.1 "another reading"). */
  categoryQuery: (categoryId: string, categoryName: string) =>
    `${webPaths.products.href()}?categoryId=${encodeURIComponent(categoryId)}&categoryName=${encodeURIComponent(categoryName)}`,
};
