import { useSyncExternalStore } from 'react';

/** The browser's install offer (Chromium's BeforeInstallPromptEvent, not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Listen from the first module evaluation: the event may fire before the home page renders.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec 2.4: the Install button shows only while the browser offers installation, and goes once used. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  const install = async () => {
    const event = offer;
    if (!event) return;
    offer = null; // a prompt can be shown once; accepted or dismissed, the button goes
    notify();
    await event.prompt();
    await event.userChoice;
  };
  return { canInstall: current !== null, install };
}
