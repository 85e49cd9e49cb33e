import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { DEFAULT_MAX_QUANTITY_PER_PRODUCT } from '#common/constants.js';
// Types only: the schemas (and Zod) stay out of the storefront's first load.
import type { PublicSettings } from '#common/schemas/settings.js';
import type { SocialLinks } from '#common/shop-words.js';
import { DEFAULT_ABOUT_TEXT, DEFAULT_FOOTER_TEXT } from '#common/shop-words.js';
import { useT } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { shopConfig } from '../config/shop-config.js';
import { api } from './api-client.js';

export type ShopSettings = z.infer<typeof PublicSettings>;

/** The details the storefront shows, as a fresh shop has them (shop-config.ts). */
export interface ShopDetails {
  shopName: string;
  phones: readonly string[];
  email: string;
  address: string;
  whatsapp: string;
  /** The About page's text and the footer's blurb, as the owner wrote them (decision 0038). */
  aboutText: string;
  footerText: string;
  /** The shop's social pages; '' is not shown. */
  social: Readonly<SocialLinks>;
}

export const defaultShopDetails: ShopDetails = {
  shopName: shopConfig.name,
  phones: shopConfig.phones,
  email: shopConfig.email,
  address: shopConfig.address,
  whatsapp: shopConfig.whatsapp,
  aboutText: shopConfig.aboutText,
  footerText: shopConfig.footerText,
  social: shopConfig.social,
};

/** GET /api/settings: the shop's public settings (with the alert address for an Admin). */
export async function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const answer = await api.get<{ settings: ShopSettings }>('/api/settings', { signal });
  return answer.settings;
}

/**
 * Written only here: the admin's Settings screen puts what it saved under this key, so the
 * storefront shows the change at once in the owner's own tab.
 */

/**
 * Started in main.tsx beside the user fetch, so it is under way before the first render. A
 * change by the owner shows on the next page load; within one visit the answer is kept.
 */
export const shopSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.all, queryFn: ({ signal }) => getShopSettings(signal), staleTime: Number.POSITIVE_INFINITY });

/** What the owner saved, or (until the answer arrives, and if it fails) the defaults. */
export function useShopDetails(): ShopDetails {
  const { data } = useQuery(shopSettingsQueryOptions());
  return data ?? defaultShopDetails;
}

/**
 * The most of a product one order takes where the product sets none: the owner's setting, or
 * the default until the answer arrives (the server is the judge either way; decision 0021).
 */
export function useShopMaxPerOrder(): number {
  const { data } = useQuery(shopSettingsQueryOptions());
  return data?.maxQuantityPerProduct ?? DEFAULT_MAX_QUANTITY_PER_PRODUCT;
}

/**
 * The About and footer texts as a shopper reads them (decision 0038). The owner writes one text,
 * shown as written in every language; while it is still the fresh shop's English text, each
 * language shows its catalogue's translation of it ('about.story', 'footer.blurb').
 */
export function useShopWords(): { aboutText: string; footerText: string } {
  const t = useT();
  const { aboutText, footerText } = useShopDetails();
  return {
    aboutText: aboutText === DEFAULT_ABOUT_TEXT ? t('about.story') : aboutText,
    footerText: footerText === DEFAULT_FOOTER_TEXT ? t('footer.blurb') : footerText,
  };
}

/** A text the owner wrote, as its paragraphs: a line break in the text starts a new one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}
