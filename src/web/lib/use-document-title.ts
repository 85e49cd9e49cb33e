import { useEffect } from 'react';
import { useShopDetails } from './shop-settings.js';

/** Sets the browser tab's title to a screen's title (spec's "title ...") and the shop's name from its settings. */
export function useDocumentTitle(title: string): void {
  const { shopName } = useShopDetails();
  useEffect(() => {
    document.title = title ? `${title} | ${shopName}` : shopName;
  }, [title, shopName]);
}
