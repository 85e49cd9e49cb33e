import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLanguage } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { useSession } from './api/get-logged-user.js';
import { updateLanguage } from './api/update-language.js';

/**
 * The account follows the language this device shows (the shop writes its mails in the
 * account's language): a change in the select, a `?lang=` address, or signing in on a device
 * set to another language than the account sends the device's choice. Tried once per account
 * and language; a failure leaves the account as it was.
 */
export function useLanguageSync(): void {
  const { user } = useSession();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const tried = useRef('');

  useEffect(() => {
    if (!user || user.language === language) return;
    const attempt = `${user._id}:${language}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    updateLanguage(language).then(
      (updated) => queryClient.setQueryData(queryKeys.session.all, updated),
      () => undefined,
    );
  }, [user, language, queryClient]);
}
