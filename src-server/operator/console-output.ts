import type { OperatorOutput } from './lender-command';

/** Prints lines and tables with aligned columns to a stream (the terminal), or collects them (tests). */
export function textOutput(write: (text: string) => void): OperatorOutput {
  return {
    print: (line) => write(`${line}\n`),
    table: (rows, emptyMessage = 'Nothing to show.') => {
      if (rows.length === 0) {
        write(`${emptyMessage}\n`);
        return;
      }
      const columns = Object.keys(rows[0]);
      const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '—')));
      const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((line) => line[index].length)));
      const line = (values: string[]) => values.map((value, index) => value.padEnd(widths[index])).join('  ').trimEnd();
      write(`${line(columns)}\n${line(widths.map((width) => '-'.repeat(width)))}\n`);
      for (const row of cells) write(`${line(row)}\n`);
    },
  };
}
