import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS } from '#common/schemas/audit.js';
import { PAGE_SIZE } from '#common/schemas/paging.js';
import { ListPager } from '#web/components/list-pager.js';
import { useAuditLog } from '#web/features/activity/api/get-audit-log.js';
import { ActionFilter } from '#web/features/activity/components/action-filter.js';
import { ActivityList } from '#web/features/activity/components/activity-list.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import '../../styles/admin-activity.css';
import '../../styles/admin-lists.css';

const t = adminTexts.activity;

/** `?page=` as the address gives it: a whole number from 1, else the first page. */
function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The audit log (/admin/activity): who changed what, newest first, a page at a time, optionally
 * of one action. The action and page live in the address, so a reload or a shared link keeps them.
 */
export function AdminActivityPage() {
  const [search, setSearch] = useSearchParams();
  const action = AUDIT_ACTIONS.find((known) => known === search.get('action'));
  const page = pageOf(search.get('page'));
  const log = useAuditLog({ page, action });
  const entries = log.data?.entries ?? [];
  const pages = log.data?.pages ?? 1;
  const matched = log.data?.matched ?? 0;
  // While the next page loads the one shown stays, so its numbers come from the answer, not the address.
  const from = ((log.data?.page ?? page) - 1) * PAGE_SIZE + 1;

  const show = (next: { page?: number; action?: string }) =>
    setSearch(
      {
        ...(next.action ? { action: next.action } : {}),
        ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: false },
    );

  return (
    <AdminListPage
      title={t.title}
      list={log}
      rowCount={entries.length}
      loadingLabel={t.loading}
      emptyText={action ? t.noneOfAction : t.none}
      filters={
        <>
          <ActionFilter value={action} onChange={(chosen) => show({ action: chosen })} />
          <p className="activity-status" role="status">
            {log.isSuccess && entries.length > 0 ? t.showing(from, from + entries.length - 1, matched) : ''}
          </p>
        </>
      }
      table={<ActivityList entries={entries} busy={log.isPlaceholderData} />}
    >
      {log.isSuccess && (pages > 1 || page > 1) && (
        <ListPager
          label={t.pages}
          page={page}
          pages={pages}
          onPage={(next) => {
            show({ page: next, action });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </AdminListPage>
  );
}
