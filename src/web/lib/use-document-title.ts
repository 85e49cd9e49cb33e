import { useEffect } from 'react';
import { shopConfig } from '../config/shop-config.js';

/** Sets the browser tab's title to a screen's title (spec's "title ..."). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${shopConfig.name}` : shopConfig.name;
  }, [title]);
}
