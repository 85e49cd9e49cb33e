import { SoundIcon, SoundOffIcon } from '#web/components/icons.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/**
 * The owner's switch for the new-order sound (decision 0041): a toggle button whose pressed state
 * says whether new orders sound; turned on, it sounds once. Kept on this device.
 */
export function OrderSoundSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const t = useOwnerTexts().alerts;
  return (
    <button type="button" className="admin-sound" aria-pressed={on} onClick={onToggle}>
      {on ? <SoundIcon width="18" height="18" /> : <SoundOffIcon width="18" height="18" />}
      <span>{t.sound}</span>
    </button>
  );
}
