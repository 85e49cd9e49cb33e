/**
 * The shop's own words as a fresh shop has them (API.md "The shop's own words, and details
 * settled"): the About page's text and the footer's blurb, in the specification's wording
 * (its opening line and its marketing promises), and no social pages. The owner rewrites them on
 * the admin Settings screen (settings `aboutText`, `footerText`, `social`). Plain data without
 * Zod: the storefront shows them before the settings arrive (decision 0038).
 */
export const DEFAULT_ABOUT_TEXT =
  'Fresh vegetables, fruits and dairy, sold by weight or by unit and priced in Indian rupees, for shoppers in India. Fresh and organic produce, free delivery all over India, cash on delivery.';
export const DEFAULT_FOOTER_TEXT = 'Fresh and organic produce, free delivery all over India, cash on delivery.';

/** The social pages the footer may link to, in the order it shows them, with the names it shows. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'twitter', name: 'Twitter' },
  { key: 'linkedin', name: 'LinkedIn' },
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
export type SocialLinks = Record<SocialNetwork, string>;

/** A fresh shop links to no social page: a link to a network's front page is no page of the shop's. */
export const DEFAULT_SOCIAL: SocialLinks = { facebook: '', instagram: '', twitter: '', linkedin: '' };

export const SHOP_WORDS_LIMITS = { aboutText: 2000, footerText: 400, socialUrl: 300 } as const;
