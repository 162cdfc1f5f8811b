import { describe, expect, it } from '@jest/globals';
import { chartCsv } from './chart-csv';

describe("a desk chart's CSV", () => {
  it('is what a Spanish spreadsheet opens: semicolons, decimal comma, formulas neutralised', () => {
    expect(
      chartCsv(
        {
          header: ['Mes', 'Facturado (€)'],
          rows: [
            ['2026-11', 1234.5],
            ['=HYPERLINK("x")', -12],
          ],
        },
        'es',
      ),
    ).toBe('\uFEFFMes;Facturado (€)\r\n2026-11;1234,5\r\n"\'=HYPERLINK(""x"")";-12\r\n');
  });

  it('uses commas and a decimal point in English, quoting a cell with a comma', () => {
    expect(chartCsv({ header: ['Service', 'Net (€)'], rows: [['Wiring, deck', 10.25]] }, 'en')).toBe('\uFEFFService,Net (€)\r\n"Wiring, deck",10.25\r\n');
  });
});
