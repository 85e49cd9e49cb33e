import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type IfUnavailable, ORDER_NOTE_MAX } from '#common/constants.js';

interface PackingWishesState {
  /** A word for the packer ("ripe ones please"), as typed; trimmed when sent. */
  note: string;
  /** What the shop does with a product it does not have: leave it out (the shop's default) or call. */
  ifUnavailable: IfUnavailable;
  setNote: (note: string) => void;
  setIfUnavailable: (choice: IfUnavailable) => void;
  clear: () => void;
}

/** Whether the note is past what the shop keeps (API.md "Packing": at most 200 characters, trimmed). */
export const noteTooLong = (note: string): boolean => note.trim().length > ORDER_NOTE_MAX;

/**
 * What the shopper asks of the packer at checkout (API.md "Packing"): kept like the shipping
 * details (sessionStorage), so a reload keeps it and a closed tab does not; cleared once the
 * order is placed.
 */
export const usePackingWishesStore = create<PackingWishesState>()(
  persist(
    (set) => ({
      note: '',
      ifUnavailable: 'remove',
      setNote: (note) => set({ note }),
      setIfUnavailable: (ifUnavailable) => set({ ifUnavailable }),
      clear: () => set({ note: '', ifUnavailable: 'remove' }),
    }),
    {
      name: 'packingWishes',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ note: s.note, ifUnavailable: s.ifUnavailable }),
    },
  ),
);
