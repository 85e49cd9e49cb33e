import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { chatLink } from '#web/config/shop-config.js';
import { activateLanguage, translate as t } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { defaultShopDetails } from '#web/lib/shop-settings.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import AboutPage from '#web/routes/about.js';
import { Footer } from '#web/routes/layout/footer.js';
import { serveShop, setPageOrigin } from './support/serve-shop.js';

let shop: TestShop;
let origin: string;
beforeAll(async () => {
  ({ shop, origin } = await serveShop());
  const owner = await signUp(shop, { role: 'Admin' });
  const saved = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: owner.cookie },
    payload: {
      shopName: 'Patil Fresh Mart',
      phones: ['+91 90000 11111'],
      email: 'hello@patilfresh.in',
      address: 'Miraj Road, Sangli',
      whatsapp: '9000011111',
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => shop.close());

function TitledPage() {
  useDocumentTitle(t('about.title'));
  return null;
}

function renderFooter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TitledPage />
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const contacts = () => within(screen.getByRole('region', { name: t('footer.contactInfo') }));
const chat = () => screen.getByRole('link', { name: t('footer.chatWithUs') }).getAttribute('href');

describe('the storefront’s shop details at run time', () => {
  it('starts from the same details a fresh shop has, so nothing moves when the answer is the default', () => {
    const { shopName, phones, email, address, whatsapp, aboutText, footerText, social } = SETTINGS_DEFAULTS;
    expect(defaultShopDetails).toEqual({ shopName, phones, email, address, whatsapp, aboutText, footerText, social });
    // The English catalogue says the fresh shop's texts word for word: its translations are of them.
    expect(t('about.story')).toBe(aboutText);
    expect(t('footer.blurb')).toBe(footerText);
  });

  it('shows the defaults at once, then the owner’s name, phones, e-mail, address, chat number and page title', async () => {
    const queryClient = renderFooter();
    // Before the answer: the defaults, never empty text.
    expect(screen.getByRole('heading', { name: defaultShopDetails.shopName })).toBeDefined();
    expect(contacts().getByText(defaultShopDetails.phones[0] as string)).toBeDefined();

    expect(await screen.findByRole('heading', { name: 'Patil Fresh Mart' })).toBeDefined();
    expect(contacts().getByRole('link', { name: '+91 90000 11111' }).getAttribute('href')).toBe('tel:+919000011111');
    expect(contacts().queryByText(defaultShopDetails.phones[1] as string)).toBeNull();
    expect(contacts().getByRole('link', { name: 'hello@patilfresh.in' }).getAttribute('href')).toBe('mailto:hello@patilfresh.in');
    expect(contacts().getByText('Miraj Road, Sangli')).toBeDefined();
    expect(chat()).toBe('https://wa.me/919000011111');
    expect(document.title).toBe(`${t('about.title')} | Patil Fresh Mart`);
    expect(queryClient.getQueryState(queryKeys.settings.all)?.status).toBe('success');
  });

  it('keeps the defaults when the settings cannot be had', async () => {
    // A server that is down for a moment: every request answered 503.
    const down = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    setPageOrigin(`http://127.0.0.1:${(down.address() as AddressInfo).port}`);
    try {
      const queryClient = renderFooter();
      await waitFor(() => expect(queryClient.getQueryState(queryKeys.settings.all)?.status).toBe('error'));
      expect(screen.getByRole('heading', { name: defaultShopDetails.shopName })).toBeDefined();
      expect(chat()).toBe(chatLink(defaultShopDetails.whatsapp));
      expect(chat()).toBe('https://wa.me/919876543210');
    } finally {
      setPageOrigin(origin);
      await new Promise((resolve) => down.close(resolve));
    }
  });
});

/** The shop's own words (API.md "The shop's own words, and details settled"; decision 0038). */
describe('the About page, footer text and social links from the settings', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  const saveSettings = async (payload: Record<string, unknown>) => {
    const saved = await shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: owner.cookie }, payload });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  beforeAll(async () => {
    owner = await signUp(shop, { role: 'Admin' });
  });
  afterEach(async () => {
    await activateLanguage('en');
    await saveSettings({
      aboutText: SETTINGS_DEFAULTS.aboutText,
      footerText: SETTINGS_DEFAULTS.footerText,
      social: SETTINGS_DEFAULTS.social,
    });
  });

  function renderPages() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AboutPage />
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return queryClient;
  }
  const brand = () => within(screen.getByRole('region', { name: 'Patil Fresh Mart' }));
  const settled = async (queryClient: QueryClient) =>
    waitFor(() => expect(queryClient.getQueryState(queryKeys.settings.all)?.status).toBe('success'));

  it('a fresh shop shows the specification’s texts, no invented founder or farms, and no social links', async () => {
    await settled(renderPages());
    expect(screen.getByText(SETTINGS_DEFAULTS.aboutText)).toBeDefined();
    expect(brand().getByText('Fresh and organic produce, free delivery all over India, cash on delivery.')).toBeDefined();
    expect(screen.queryByText(/Rahul Patil/)).toBeNull();
    expect(screen.queryByText(/farms around Sangli/)).toBeNull();
    expect(screen.queryByRole('list', { name: t('footer.followUs') })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('in Hindi, a fresh shop’s texts are the catalogue’s translations', async () => {
    await activateLanguage('hi');
    await settled(renderPages());
    expect(screen.getByText(t('about.story'))).toBeDefined();
    expect(t('about.story')).toMatch(/ताज़ी सब्ज़ियाँ/);
    expect(brand().getByText(t('footer.blurb'))).toBeDefined();
    expect(screen.queryByText(SETTINGS_DEFAULTS.aboutText)).toBeNull();
  });

  it('shows the owner’s texts as written, in English and in Hindi, and links only the pages the owner named', async () => {
    await saveSettings({
      aboutText: 'Asha Kulkarni has sold vegetables at Market Yard since 1998.\nहम हर सुबह ताज़ी सब्ज़ियाँ लाते हैं।',
      footerText: 'Vegetables from Miraj, at your door.',
      social: { instagram: 'https://instagram.com/patilfresh', linkedin: 'https://www.linkedin.com/company/patilfresh' },
    });
    for (const language of ['en', 'hi'] as const) {
      await activateLanguage(language);
      const queryClient = renderPages();
      await settled(queryClient);
      expect(screen.getByText('Asha Kulkarni has sold vegetables at Market Yard since 1998.').tagName).toBe('P');
      expect(screen.getByText('हम हर सुबह ताज़ी सब्ज़ियाँ लाते हैं।').tagName).toBe('P');
      expect(brand().getByText('Vegetables from Miraj, at your door.')).toBeDefined();
      const links = within(screen.getByRole('list', { name: t('footer.followUs') })).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Instagram', 'https://instagram.com/patilfresh'],
        ['LinkedIn', 'https://www.linkedin.com/company/patilfresh'],
      ]);
      cleanup();
    }
  });
});
