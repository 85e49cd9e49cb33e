import { useParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useAssignRider } from '#web/features/admin/api/assign-rider.js';
import { riderName } from '#web/features/admin/api/get-riders.js';
import { useRecordPayment, useRefundOrder } from '#web/features/admin/api/record-payment.js';
import { useUpdateOrderStatus } from '#web/features/admin/api/update-order-status.js';
import { AdminOrderView } from '#web/features/admin/components/admin-order-view.js';
import { AdminPaymentPanel } from '#web/features/admin/components/admin-payment-panel.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { OrderRiderPanel, type RiderChange } from '#web/features/admin/components/order-rider-panel.js';
import { OrderStatusForm } from '#web/features/admin/components/order-status-form.js';
import { PackingPanel } from '#web/features/admin/components/packing-panel.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useOrder } from '#web/features/orders/api/get-order.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useServerMessages } from '#web/i18n/i18n.js';
import { useOwnerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { ApiError } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-packing.css';

const t = adminTexts.orders;

/**
 * Spec 2.9 Admin Order Details (/admin/update/order/:orderId). A refused status change shows the
 * server's message (the specification's client failed to read it: spec 8 "known defect"). The
 * Payment panel's lines are in the owner's language, the server's refusals translated by their
 * ids (decision 0047). The Rider section sets, changes, removes the order's rider, or unlocks its
 * delivery (decision 0057).
 */
export function AdminOrderDetailsPage() {
  useDocumentTitle(t.detailsTitle);
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const update = useUpdateOrderStatus();
  const recordPayment = useRecordPayment();
  const refund = useRefundOrder();
  const assignRider = useAssignRider();
  const busy = update.isPending || recordPayment.isPending || refund.isPending || assignRider.isPending;
  const { notice, done, failed, refused, clear } = useNotice();
  const p = useOwnerPaymentTexts();
  const r = useOwnerRiderTexts().view;
  const changeRider = (riderId: string | null, change: RiderChange) => {
    clear();
    assignRider.mutate(
      { id: orderId, riderId },
      {
        onSuccess: ({ order: changed }) => {
          if (change === 'unlock') done(r.unlocked);
          else done(changed.rider ? r.set(riderName(changed.rider)) : r.removed);
        },
        onError: (error) => refused(server.of(error)),
      },
    );
  };
  const server = useServerMessages();
  /** A payment refused: the owner's own refusals by their code, any other in the shop's words. */
  const paymentFailed = (error: unknown) => {
    const number = order.data?.orderNumber;
    const code = error instanceof ApiError ? error.code : undefined;
    const own = number !== undefined && (code === 'ALREADY_PAID' || code === 'NOT_PAYABLE') ? p.panel.refusals[code](number) : undefined;
    refused(own ? [own] : server.of(error));
  };
  const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);

  return (
    <section className="admin-page">
      {order.isPending && <LoadingOverlay label={t.loadingOne} />}
      {busy && <LoadingOverlay label={assignRider.isPending ? r.saving : t.updating} />}
      <h1>{t.detailsTitle}</h1>
      <NoticeLines notice={notice} />
      {order.isError && <p className="notice notice--error">{missing ? t.notFound : t.loadFailed}</p>}
      {order.data && (
        <AdminOrderView
          order={order.data}
          packing={order.data.status === 'Processing' ? <PackingPanel key={order.data._id} order={order.data} /> : undefined}
          rider={<OrderRiderPanel order={order.data} busy={busy} onChange={changeRider} />}
          statusControl={
            <OrderStatusForm
              key={order.data.status}
              order={order.data}
              busy={busy}
              onSubmit={(status) => {
                clear();
                update.mutate({ id: orderId, status }, { onSuccess: (answer) => done(answer.message || t.updated), onError: failed });
              }}
            />
          }
          payment={
            <AdminPaymentPanel
              order={order.data}
              busy={busy}
              onMarkPaid={(payment) => {
                clear();
                recordPayment.mutate({ id: orderId, payment }, { onSuccess: () => done(p.panel.paid), onError: paymentFailed });
              }}
              onDeliveredAndPaid={(payment) => {
                clear();
                update.mutate(
                  { id: orderId, status: 'Delivered', payment },
                  { onSuccess: () => done(p.panel.deliveredAndPaidDone), onError: paymentFailed },
                );
              }}
              onRefund={(reference) => {
                clear();
                refund.mutate({ id: orderId, reference }, { onSuccess: () => done(p.panel.refunded), onError: paymentFailed });
              }}
            />
          }
        />
      )}
    </section>
  );
}
