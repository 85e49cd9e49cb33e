import type { DeliveryWindowOn } from '#web/lib/delivery-slot.js';

/**
 * What the confirm page hands the thank-you page of the order it placed: its id (for the Order
 * Details link), the number people call it by, the total to pay and the booked delivery slot.
 */
export interface OrderPlacedState {
  orderId?: string;
  orderNumber?: number;
  total?: number;
  /** How the shopper chose to pay: a UPI order's page is where its QR code is. */
  paymentMethod?: 'Cash' | 'UPI' | 'Credit';
  deliverySlot?: DeliveryWindowOn | null;
}
