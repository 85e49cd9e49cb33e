import type { PaymentAlert, PaymentAlerts } from '#server/modules/payments/service.js';
import type { EventBus } from './bus.js';

/**
 * The payments' live alerts (API.md "Getting paid"): `payment.reported` when a shopper gives the
 * UTR they paid with, for the owner to check, and `payment.recorded` when an Admin records the
 * money, so every admin screen shows it. Published once the change has committed.
 */
export function createPaymentAlerts({ bus }: { bus: EventBus }): PaymentAlerts {
  return {
    reported: (alert: PaymentAlert) => bus.publish({ type: 'payment.reported', data: alert }),
    recorded: (alert: PaymentAlert) => bus.publish({ type: 'payment.recorded', data: alert }),
  };
}
