import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DeliveryWindowOn } from '#web/lib/delivery-slot.js';

/** The slot the shopper picked: its id for the order, its day and hours for the confirm page. */
export interface ChosenSlot extends DeliveryWindowOn {
  _id: string;
}

interface SlotChoiceState {
  slot: ChosenSlot | null;
  /** Set when the shop refused the chosen slot (409 SLOT_UNAVAILABLE): the checkout asks for another. */
  refused: boolean;
  choose: (slot: ChosenSlot) => void;
  /** Forgets the slot the shop no longer has room in, and says so on the checkout. */
  refuse: () => void;
  clear: () => void;
}

/** Kept like the shipping details (sessionStorage): a reload keeps the choice, a closed tab does not. */
export const useSlotChoiceStore = create<SlotChoiceState>()(
  persist(
    (set) => ({
      slot: null,
      refused: false,
      choose: (slot) => set({ slot: { _id: slot._id, date: slot.date, start: slot.start, end: slot.end }, refused: false }),
      refuse: () => set({ slot: null, refused: true }),
      clear: () => set({ slot: null, refused: false }),
    }),
    { name: 'deliverySlot', storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ slot: s.slot, refused: s.refused }) },
  ),
);
