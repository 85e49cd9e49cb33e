import { type FormEvent, useState } from 'react';
import { chatLink } from '#web/config/shop-config.js';
import { useT } from '#web/i18n/i18n.js';
import { useShopDetails } from '#web/lib/shop-settings.js';

/** Spec 2.3: the typed message is sent to the shop's chat link (https://wa.me/<number>?text=...), the number from the settings. */
export function ChatBox() {
  const t = useT();
  const [message, setMessage] = useState('');
  const { whatsapp } = useShopDetails();

  const send = (event: FormEvent) => {
    event.preventDefault();
    window.open(chatLink(whatsapp, message), '_blank', 'noopener,noreferrer');
    setMessage('');
  };

  return (
    <form className="chat-box" onSubmit={send}>
      <label htmlFor="chat-message" className="visually-hidden">
        {t('footer.chatMessage')}
      </label>
      <input
        id="chat-message"
        type="text"
        placeholder={t('footer.chatPlaceholder')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={500}
      />
      <button type="submit" className="button button--small">
        {t('footer.send')}
      </button>
    </form>
  );
}
