/**
 * Every query key of the web app, the one place they are written: each feature builds its query
 * options from here, and whoever changes that data (the admin, an order, a cancel) invalidates
 * through the same names, so a renamed key cannot leave a stale cache behind (features do not
 * import each other: docs/decisions/0006-layers-imports-and-boundaries.md,
 * docs/decisions/0033-one-definition-each-on-the-web.md).
 *
 * Each resource's `all` starts every key of it: invalidating `all` refreshes them all.
 */
const products = ['products'] as const;
const orders = ['orders'] as const;
const delivery = ['delivery'] as const;
const admin = ['admin'] as const;
const khata = ['khata'] as const;

export const queryKeys = {
  session: { all: ['session'] as const },
  settings: { all: ['settings'] as const },
  categories: { all: ['categories'] as const },
  /** List pages, one product, several by id (the cart), recent, suggestions, the admin's lists: refreshed after a catalogue write. */
  products: {
    all: products,
    pages: <F>(filter: F) => [...products, 'pages', filter] as const,
    one: (id: string) => [...products, 'one', id] as const,
    /** The cart's lines, read together: the ids sorted, so the same cart is one key whatever its order. */
    byIds: (ids: readonly string[]) => [...products, 'by-ids', [...ids].sort()] as const,
    recent: [...products, 'recent'] as const,
    suggest: (q: string) => [...products, 'suggest', q] as const,
    lowStock: (limit?: number) => [...products, 'low-stock', limit ?? 'all'] as const,
    adminPage: <F>(filter: F) => [...products, 'admin-page', filter] as const,
  },
  reviews: { all: ['reviews'] as const },
  /** The shopper's lists, one order, the admin's list, the dashboard and the sales report: an order's change refreshes them. */
  orders: {
    all: orders,
    mine: [...orders, 'mine'] as const,
    one: (orderId: string) => [...orders, 'one', orderId] as const,
    /** An order's UPI link and QR code: under the orders' key, so a change to the order asks again. */
    upi: (orderId: string) => [...orders, 'upi', orderId] as const,
    /** The start of the admin's order list keys (every filter). */
    adminLists: [...orders, 'all'] as const,
    adminList: <F>(filter: F) => [...orders, 'all', filter] as const,
    dashboard: [...orders, 'dashboard'] as const,
    sales: (from: string, to: string) => [...orders, 'sales', from, to] as const,
    /** The GST report of a range (decision 0060): a delivery or a packing changes it. */
    gst: (from: string, to: string) => [...orders, 'gst', from, to] as const,
    /** The day's pick list: under the orders' key, so a packing or a status change asks again. */
    pickList: (date: string, slot: string) => [...orders, 'picklist', date, slot] as const,
    /** Every day's cash-up: a payment, a delivery or a cancel anywhere may change any of them. */
    cashUps: [...orders, 'cash-up'] as const,
    cashUp: (date: string) => [...orders, 'cash-up', date] as const,
    /** Every day's riders report: a delivery, a cancel or a payment anywhere may change any of them. */
    ridersReports: [...orders, 'riders-report'] as const,
    ridersReport: (date: string) => [...orders, 'riders-report', date] as const,
  },
  users: {
    all: ['users'] as const,
    list: <F>(filter: F) => ['users', filter] as const,
  },
  /** The shop's riders (API.md "The delivery run"): a role change refreshes them with the users. */
  riders: { all: ['users', 'riders'] as const },
  addresses: { all: ['addresses'] as const },
  /** A coupon checked against the cart's items (the code as typed, the items' total). */
  coupons: { all: ['coupons'] as const, check: (code: string, total: number) => ['coupons', 'check', code, total] as const },
  /** The khata: the shopper's own, the owner's list of who owes and one shopper's; a payment or a delivery refreshes them all. */
  khata: {
    all: khata,
    mine: [...khata, 'mine'] as const,
    accounts: [...khata, 'accounts'] as const,
    account: (userId: string) => [...khata, 'account', userId] as const,
  },
  delivery: {
    all: delivery,
    pinCheck: (pinCode: string) => [...delivery, 'check', pinCode] as const,
    slots: (pinCode: string) => [...delivery, 'slots', pinCode] as const,
  },
  /** A rider's own stops and an order's UPI code for the door (API.md "The delivery run"). */
  rider: {
    all: ['rider'] as const,
    orders: (riderId: string) => ['rider', 'orders', riderId] as const,
    upi: (orderId: string) => ['rider', 'upi', orderId] as const,
  },
  audit: {
    page: (action: string, page: number) => ['audit', action, page] as const,
  },
  admin: {
    status: [...admin, 'status'] as const,
    settings: [...admin, 'settings'] as const,
    /** The owner's coupons (API.md "Offers and the delivery charge"). */
    coupons: [...admin, 'coupons'] as const,
  },
};
