import type { ReactNode } from 'react';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import type { Notice } from '../use-notice.js';
import { NoticeLines } from './notice-lines.js';

/** What the frame reads of the list's query (a TanStack Query result). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

interface AdminListPageProps {
  /** The heading and the document's title. */
  title: string;
  list: ListQuery;
  /** How many rows arrived: the table is drawn only when there is one. */
  rowCount: number;
  /** The overlay while the list loads (spec 2.9: 'Fetching Products', 'Orders Loading' …). */
  loadingLabel: string;
  /** The line for an empty list ('No Category Yet' …). */
  emptyText: string;
  /** A row action under way (a delete): its overlay's label, or nothing. */
  busyLabel?: string | null;
  /** Pages with row actions show their results above the table; without, no notice area is drawn. */
  notice?: Notice | null;
  table: ReactNode;
  /** Drawn under the heading whatever the list holds (a filter that may leave no rows). */
  filters?: ReactNode;
  /** Drawn after the table whatever the list holds (the delete confirmation). */
  children?: ReactNode;
}

/**
 * Spec 2.9 list screens (All Products, All Category, All Orders, All Users, All Reviews): one
 * frame, so their overlays, heading, notices, error and empty states stay alike.
 */
export function AdminListPage({
  title,
  list,
  rowCount,
  loadingLabel,
  emptyText,
  busyLabel,
  notice,
  table,
  filters,
  children,
}: AdminListPageProps) {
  useDocumentTitle(title);
  return (
    <section className="admin-page">
      {list.isPending && <LoadingOverlay label={loadingLabel} />}
      {busyLabel && <LoadingOverlay label={busyLabel} />}
      <h1>{title}</h1>
      {filters}
      {notice !== undefined && <NoticeLines notice={notice} />}
      {list.isError && <ErrorLines messages={messagesOf(list.error)} />}
      {list.isSuccess && rowCount === 0 && <p className="notice">{emptyText}</p>}
      {rowCount > 0 && table}
      {children}
    </section>
  );
}
