import { ErrorLines } from '#web/components/error-lines.js';
import type { Notice } from '../use-notice.js';
import { SuccessLine } from './error-headings.js';

/**
 * The notice of useNotice: a success line, or the error lines (spec 8 "error message
 * component"), above the table; it stays in view while a long table is scrolled (admin.css).
 */
export function NoticeLines({ notice }: { notice: Notice | null }) {
  return (
    <div className="admin-notices">
      <SuccessLine message={notice?.kind === 'done' ? notice.lines.join(' ') : ''} />
      {notice?.kind === 'error' && <ErrorLines messages={notice.lines} />}
    </div>
  );
}
