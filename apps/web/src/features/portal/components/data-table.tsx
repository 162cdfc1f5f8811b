import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.css';
import * as table from './data-table.css';

/** A column's header: `numeric` aligns it (and its cells) right, `hidden` keeps it for screen readers only. */
export interface Column {
  label: string;
  numeric?: boolean;
  hidden?: boolean;
}

interface DataTableProps {
  caption: string;
  columns: Column[];
  /** A region that takes focus, so a keyboard can scroll the table sideways; named by the caption. */
  region?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The portal's tables (jobs, invoices, devices): they scroll sideways where they must and, on
 * phones, stack each row into a card (data-table.css). Roles stay explicit so that assistive
 * technology still reads a table once the rows are cards.
 */
export function DataTable({ caption, columns, region = false, className, children }: DataTableProps) {
  return (
    <div className={className ? `${table.scroller} ${className}` : table.scroller} {...(region ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <table className={`${table.table} ${table.stacked}`} role="table">
        <caption className={visuallyHidden}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} scope="col" role="columnheader" className={column.numeric ? `${table.th} ${table.numeric}` : table.th}>
                {column.hidden ? <span className={visuallyHidden}>{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

interface CellProps {
  /** The column's name, shown before the value when the row is a card on a phone. */
  label?: string;
  nowrap?: boolean;
  numeric?: boolean;
  /** The row's buttons: on a phone they sit at the card's foot. */
  actions?: boolean;
  children?: ReactNode;
}

/** One cell of a DataTable's row. */
export function Cell({ label, nowrap, numeric, actions, children }: CellProps) {
  const className = [table.td, nowrap && table.nowrap, numeric && table.numeric].filter(Boolean).join(' ');
  return (
    <td role="cell" data-label={label} data-actions={actions || undefined} className={className}>
      {children}
    </td>
  );
}

/** The cell that heads a row (and, on a phone, its card). */
export function RowHeader({ label, nowrap, children }: Pick<CellProps, 'label' | 'nowrap' | 'children'>) {
  return (
    <th scope="row" role="rowheader" data-label={label} className={`${table.td} ${nowrap ? `${table.nowrap} ` : ''}${table.rowHeader}`}>
      {children}
    </th>
  );
}
