import type { BillPaper } from '#common/schemas/bills.js';

/**
 * API.md "Order lifecycle": the order's bill, a PDF the shop writes (GET
 * /api/user/my/order/:id/invoice; the shopper's own order, any for an Admin). A plain link: the
 * browser downloads it with the session cookie, and the web app carries no PDF code.
 */
export function BillLink({ orderId, label, paper = 'a4' }: { orderId: string; label: string; paper?: BillPaper }) {
  // The A4 bill keeps its plain address; the 80 mm receipt asks for its paper (decision 0059).
  const query = paper === 'a4' ? '' : `?paper=${paper}`;
  return (
    // `download` without a name: the shop's answer names the file (its bill number).
    <a className="button button--outline button--small" href={`/api/user/my/order/${encodeURIComponent(orderId)}/invoice${query}`} download>
      {label}
    </a>
  );
}
