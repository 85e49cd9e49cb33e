import { shopMessage } from '#common/messages.js';
import type { Slot, SlotRef } from '#common/schemas/delivery.js';
import type { Db, Tx } from '#server/db/client.js';
import { AppError, badRequest } from '#server/lib/errors.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import { bookedCounts, releaseBooking, takeBooking } from './bookings.js';
import { type DeliveryRules, deliversTo, findOpenWindow, type OpenWindow, openWindows } from './slot-rules.js';

export type { DeliveryRules, OpenWindow } from './slot-rules.js';

const notServiceable = (pin: string) => new AppError('PIN_NOT_SERVICEABLE', shopMessage('pinNotServed', { pin }));
const slotGone = () => new AppError('SLOT_UNAVAILABLE', shopMessage('slotGone'));
const slotFull = () => new AppError('SLOT_UNAVAILABLE', shopMessage('slotFull'));

/**
 * Where and when the shop delivers (API.md "Delivery area, slots, settings, addresses";
 * decision 0010): the PIN codes it serves, the windows a shopper may book, and the bookings a
 * checkout takes and a cancel gives back. "Now" is the service's clock, read in IST.
 */
export function createDeliveryService({ db, settings, clock }: { db: Db; settings: SettingsService; clock: () => Date }) {
  async function checkPinCode(pinCode: string): Promise<{ serviceable: boolean; message: string }> {
    const serviceable = deliversTo(await settings.getSettings(), pinCode);
    return { serviceable, message: serviceable ? `We deliver to ${pinCode}` : `Sorry, we do not deliver to ${pinCode} yet` };
  }

  /**
   * The bookable slots with their bookings. A PIN outside the area is refused rather than given
   * an empty list: an empty list means "this shop asks for no slot".
   */
  async function listSlots(pinCode: string | undefined): Promise<Slot[]> {
    const rules = await settings.getSettings();
    if (pinCode !== undefined && !deliversTo(rules, pinCode)) throw notServiceable(pinCode);
    const open = openWindows(rules, clock());
    const booked = await bookedCounts(db, [...new Set(open.map((window) => window.date))]);
    return open.map((window) => {
      const taken = booked.get(window._id) ?? 0;
      const available = Math.max(0, window.capacity - taken);
      return { ...window, booked: taken, available, full: available === 0 };
    });
  }

  /**
   * The checkout's rules, on settings the caller read once for the whole order: the PIN must be
   * in the area, and while the shop has windows the order must name an open one. Answers the
   * window to book, or null when the shop asks for none. Nothing is taken here.
   */
  function windowForOrder(rules: DeliveryRules, pinCode: string, wanted: SlotRef | undefined): OpenWindow | null {
    if (!deliversTo(rules, pinCode)) throw notServiceable(pinCode);
    if (rules.slots.length === 0) {
      // A slot chosen while the shop still had windows: the shopper must see that it is gone.
      if (wanted) throw slotGone();
      return null;
    }
    if (!wanted) throw badRequest(shopMessage('chooseSlot'));
    const window = findOpenWindow(rules, clock(), wanted);
    if (!window) throw slotGone();
    return window;
  }

  /** Books the order's place in its window, inside the order's transaction; a full window refuses the order. */
  async function book(tx: Tx, window: OpenWindow): Promise<void> {
    if (!(await takeBooking(tx, window))) throw slotFull();
  }

  /** Gives a cancelled order's place back, inside the cancel's transaction. */
  async function release(tx: Tx, slot: Omit<SlotRef, '_id'>): Promise<void> {
    await releaseBooking(tx, slot);
  }

  return { checkPinCode, listSlots, windowForOrder, book, release };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
