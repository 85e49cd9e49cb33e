import { useState } from 'react';

/** Where the owner's printer choice is kept: `narrow` for an 80 mm receipt printer, else A4. */
export const NARROW_PRINT_KEY = 'adminNarrowPrint';

function storedNarrow(): boolean {
  try {
    return localStorage.getItem(NARROW_PRINT_KEY) === 'narrow';
  } catch {
    return false;
  }
}

/**
 * Whether the pick list and the packing slip print for a narrow (80 mm) receipt printer
 * (decision 0053). Kept in the browser, so a shop with a receipt printer ticks it once.
 */
export function useNarrowPrint(): [boolean, (narrow: boolean) => void] {
  const [narrow, setNarrow] = useState(storedNarrow);
  const choose = (next: boolean) => {
    setNarrow(next);
    try {
      localStorage.setItem(NARROW_PRINT_KEY, next ? 'narrow' : 'a4');
    } catch {
      // A browser that keeps nothing prints A4 next time.
    }
  };
  return [narrow, choose];
}
