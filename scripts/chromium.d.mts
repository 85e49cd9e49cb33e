export const CHROMIUM: string;
export function ensureChromium(then: string): void;
