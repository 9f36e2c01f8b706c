export type Cell = string | number | null | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '–';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '–';
  return cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** A GitHub-flavoured markdown table; numbers are right-aligned. */
export function markdownTable(columns: readonly string[], rows: readonly Cell[][]): string {
  const numeric = columns.map(
    (_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || row[i] == null),
  );
  const lines = [
    `| ${columns.map(cellText).join(' | ')} |`,
    `|${numeric.map((isNumber) => (isNumber ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${columns.map((_, i) => cellText(row[i])).join(' | ')} |`),
  ];
  return lines.join('\n');
}
