import { texts } from '../i18n/texts.js';

export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>{texts.notFound}</h1>
    </main>
  );
}
