import type { AuditEntry } from '#common/schemas/audit.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatOrderTime } from '#web/lib/format-order-date.js';
import { actionName, type DetailLine, detailLines, recordOf } from '../describe-entry.js';

const t = adminTexts.activity;

function ChangeLine({ line }: { line: DetailLine }) {
  if ('value' in line) {
    return (
      <li>
        <span className="activity-field">{line.field}:</span> {line.value}
      </li>
    );
  }
  return (
    <li>
      <span className="activity-field">{line.field}:</span> <span className="activity-was">{line.from}</span>{' '}
      <span aria-hidden="true">→</span>
      <span className="visually-hidden"> {t.changedTo}</span> <span className="activity-now">{line.to}</span>
    </li>
  );
}

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const record = recordOf(entry);
  const lines = detailLines(entry.detail);
  return (
    <li className="activity-entry">
      <div className="activity-entry__meta">
        <time dateTime={entry.at}>
          {formatOrderTime(entry.at)} {t.ist}
        </time>
        <span className="activity-entry__who">
          {entry.actor.email}
          {entry.actor._id === null && ` ${t.accountGone}`}
        </span>
      </div>
      <div className="activity-entry__what">
        <h2 className="activity-entry__action">{actionName(entry.action)}</h2>
        <p className="activity-entry__record">
          {record.kind}
          {record.name && (
            <>
              {' '}
              <strong>{record.name}</strong>
            </>
          )}
          {record.id && (
            <span className="activity-entry__id" title={record.id}>
              {record.id}
            </span>
          )}
        </p>
      </div>
      {lines.length > 0 ? (
        <ul className="activity-entry__change">
          {lines.map((line, i) => (
            // Lines have no id of their own and never move within an entry.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ChangeLine key={i} line={line} />
          ))}
        </ul>
      ) : (
        <p className="activity-entry__change">{t.noChange}</p>
      )}
    </li>
  );
}

/** The log's entries, newest first: when, who, what to which record, and what changed. */
export function ActivityList({ entries, busy }: { entries: readonly AuditEntry[]; busy: boolean }) {
  return (
    <ol className="activity-list" aria-label={t.title} aria-busy={busy || undefined}>
      {entries.map((entry) => (
        <ActivityItem key={entry._id} entry={entry} />
      ))}
    </ol>
  );
}
