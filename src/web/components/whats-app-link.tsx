import type { ReactNode } from 'react';
import { ChatIcon } from './icons.js';

/**
 * A link that opens a WhatsApp chat (API.md "Phone first"), in a new tab so the shop's page stays
 * where it was: a real link in WhatsApp's own dark green, its words its name for screen readers.
 */
export function WhatsAppLink({ href, className = '', children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={`button button--whatsapp ${className}`.trim()} href={href} target="_blank" rel="noopener noreferrer">
      <ChatIcon width="20" height="20" />
      {children}
    </a>
  );
}
