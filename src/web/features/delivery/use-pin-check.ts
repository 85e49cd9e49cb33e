import { useEffect, useState } from 'react';
import { isPinCode } from '#common/contact-rules.js';
import { usePinCheckQuery } from './api/check-pin-code.js';

/** How long the typing must pause before the PIN is asked about: one request per PIN, not per key. */
const PAUSE_MS = 300;

export interface PinVerdict {
  /** The PIN the verdict is about (the 6 digits once typing paused), else null. */
  pinCode: string | null;
  /** null while unknown (too short, still typing, asking, or the check failed). */
  serviceable: boolean | null;
  message: string | null;
}

/** The shop's answer for the PIN being typed, asked once typing pauses on 6 digits. */
export function usePinCheck(typed: string): PinVerdict {
  const pinCode = typed.trim();
  const [settled, setSettled] = useState(pinCode);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(pinCode), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [pinCode]);
  const current = settled === pinCode && isPinCode(pinCode) ? pinCode : '';
  const check = usePinCheckQuery(current);
  if (!current || !check.data) return { pinCode: current || null, serviceable: null, message: null };
  return { pinCode: current, serviceable: check.data.serviceable, message: check.data.message };
}
