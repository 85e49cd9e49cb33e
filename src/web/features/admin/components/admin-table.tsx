import type { ReactNode } from 'react';

/**
 * Spec 2.9 list screens: the scrolling admin table with one column heading per label; rows are the
 * children. `lead` is a first heading that is more than a word (the orders' choosing column).
 */
export function AdminTable({ columns, lead, children }: { columns: readonly string[]; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            {lead}
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's id cell: the full id on hover, the id itself (or a link to the row) inside. */
export function IdCell({ id, children = id }: { id: string; children?: ReactNode }) {
  return (
    <td className="admin-id" title={id}>
      {children}
    </td>
  );
}
