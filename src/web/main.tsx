// First: settles the language (and takes `?lang=` out of the address) before the router reads it.
import './boot.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loggedUserQueryOptions } from './features/auth/api/get-logged-user.js';
import { keepSessionUser } from './features/auth/kept-user.js';
import { activateLanguage } from './i18n/i18n.js';
import { settleLanguage } from './i18n/startup.js';
import { queryClient } from './lib/query-client.js';
import { shopSettingsQueryOptions } from './lib/shop-settings.js';
import { router } from './routes/router.js';
import './lib/install-prompt.js';
import './styles/base.css';
import './styles/forms.css';
import './styles/header.css';
import './styles/footer.css';
import './styles/components.css';
import './styles/products.css';
import './styles/home.css';
import './styles/checkout.css';
import './styles/pages.css';

// The signed-in user is kept for visits without a network (decision 0066).
keepSessionUser(queryClient);
// Spec 2.1: the current user is fetched on application start (when the `signed_in` cookie says
// there may be one: a guest's visit asks nothing it would be refused; decision 0020).
void queryClient.prefetchQuery(loggedUserQueryOptions());
// The shop's name and contacts (its settings) are asked for before the first render; the
// header and footer show the defaults until they arrive, so the first paint does not wait.
void queryClient.prefetchQuery(shopSettingsQueryOptions());

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread in one long task, so a tap during start-up is not kept waiting.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// The texts arrive with the language's catalogue, whose fetch the boot script started while this
// code was downloading. Should it fail (offline, a chunk gone after a deploy), English is tried.
activateLanguage(settleLanguage())
  .catch(() => activateLanguage('en'))
  .catch(() => undefined)
  .finally(render);
