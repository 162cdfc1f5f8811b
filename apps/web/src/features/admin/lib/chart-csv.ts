/** A chart's data as a spreadsheet opens it in the reader's language. */
export interface ChartTable {
  header: readonly string[];
  /** The first cell names the row (a month, an age, a service); the rest are numbers. */
  rows: readonly (readonly [string, ...number[]])[];
}

/**
 * CSV text of a chart's table: in Spanish semicolons and a decimal comma, in English commas and a
 * decimal point (what each one's spreadsheet opens as is), with a BOM for UTF-8. A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with ', and quoted
 * where its separator, a quote or a line break would split it; numbers stay numbers.
 */
export function chartCsv({ header, rows }: ChartTable, language: string): string {
  const [separator, decimal] = language === 'es' ? [';', ','] : [',', '.'];
  const text = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[;,"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const number = (value: number) => String(Math.round(value * 100) / 100).replace('.', decimal);
  const lines = [header.map(text), ...rows.map(([name, ...values]) => [text(name), ...values.map(number)])];
  return `\uFEFF${lines.map((cells) => cells.join(separator)).join('\r\n')}\r\n`;
}
