import { useCallback, useEffect, useState } from 'react';

/**
 * The short sound of a new order (decision 0041): two soft notes made by the browser's Web Audio
 * API, no sound file to download. The owner turns it off and on; the choice is kept on this
 * device (localStorage), on unless turned off.
 */
export const ALERT_SOUND_KEY = 'adminOrderSound';

export function readSoundOn(): boolean {
  try {
    return localStorage.getItem(ALERT_SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

function storeSoundOn(on: boolean): void {
  try {
    localStorage.setItem(ALERT_SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (a private window): the choice lasts as long as the page.
  }
}

let context: AudioContext | undefined;

/** The page's one audio context, made (or woken) by a tap or key press: browsers let only a page the owner has used make sound. */
function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Two rising notes, about half a second, quiet enough not to startle. */
export function playOrderChime(): void {
  const ctx = audio();
  if (!ctx) return;
  const now = ctx.currentTime;
  [880, 1318.5].forEach((frequency, n) => {
    const start = now + n * 0.16;
    const note = ctx.createOscillator();
    const volume = ctx.createGain();
    note.type = 'sine';
    note.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start);
    volume.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    note.connect(volume).connect(ctx.destination);
    note.start(start);
    note.stop(start + 0.32);
  });
}

/** Whether new orders sound, the switch, and the chime (silent while off). */
export function useOrderSound() {
  const [on, setOn] = useState(readSoundOn);

  // The first tap or key press in the admin area readies the audio, so the first order can sound.
  useEffect(() => {
    const ready = () => {
      if (readSoundOn()) audio();
    };
    window.addEventListener('pointerdown', ready, { once: true });
    window.addEventListener('keydown', ready, { once: true });
    return () => {
      window.removeEventListener('pointerdown', ready);
      window.removeEventListener('keydown', ready);
    };
  }, []);

  /** Turned on, it sounds once at once: the owner hears what a new order will sound like. */
  const toggle = useCallback(() => {
    const next = !readSoundOn();
    storeSoundOn(next);
    setOn(next);
    if (next) playOrderChime();
  }, []);

  const play = useCallback(() => {
    if (readSoundOn()) playOrderChime();
  }, []);

  return { on, toggle, play };
}
