import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table gives nothing away. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
