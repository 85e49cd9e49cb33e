import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Suggestion } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** Suggestions start at two characters (the server's SUGGEST_MIN) and follow the typing after a pause. */
export const SUGGEST_FROM = 2;
const PAUSE_MS = 200;

/** GET /api/product/suggest?q=: at most 8 products whose names or aliases match, best first. */
export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const answer = await api.get<{ suggestions: Suggestion[] }>('/api/product/suggest', { query: { q }, signal });
  return answer.suggestions;
}

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({ queryKey: queryKeys.products.suggest(q), queryFn: ({ signal }) => getSuggestions(q, signal), staleTime: 60_000 });

/** What the shop suggests for the typed text: asked once the typing pauses, the last answer kept meanwhile. */
export function useSuggestions(typed: string) {
  const q = typed.trim();
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const enough = asked.length >= SUGGEST_FROM && q.length >= SUGGEST_FROM;
  const query = useQuery({ ...suggestionsQueryOptions(asked), enabled: enough, placeholderData: keepPreviousData });
  return enough ? (query.data ?? []) : [];
}
