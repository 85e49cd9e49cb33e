import type { User } from '#common/schemas/auth.js';
import type { Language } from '#web/i18n/languages.js';
import { api } from '#web/lib/api-client.js';

/** PUT /api/user/language: the account's language, which the shop's mails to this shopper are written in. */
export async function updateLanguage(language: Language): Promise<User> {
  const answer = await api.put<{ user: User }>('/api/user/language', { language });
  return answer.user;
}
