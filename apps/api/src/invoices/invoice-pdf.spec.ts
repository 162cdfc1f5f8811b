import { describe, expect, it } from '@jest/globals';
import { priceLines, type LineFields } from '@mmt/billing';
import { companySeed } from '@mmt/company';
import type { Language } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { formatMoney } from '../texts/format.js';
import { pdfText } from '../testing/pdf-text.js';
import { renderDocumentPdf, type BusinessDocument } from './invoice-pdf.js';

const line = (description: string, vatRate: number, unitPriceCents = 10_000): LineFields => ({
  description,
  quantity: 1,
  unitPriceCents,
  vatRate,
  zeroVatCause: vatRate === 0 ? 'N2' : null,
});

function invoice(lines: LineFields[], extra: Partial<BusinessDocument> = {}): BusinessDocument {
  return {
    kind: 'invoice',
    number: 'INV-2027-010',
    issueDate: '2027-01-04',
    dueDate: '2027-02-03',
    issuer: companySeed,
    customer: { name: 'Náutica Prueba S.L.', identity: { kind: 'NIF', number: 'B07000003', country: 'ES' }, address: null, email: 'nautica@example.com' },
    boatName: 'Sirena',
    jobTitle: null,
    ...priceLines(lines),
    ...extra,
  };
}

async function text(
  document: BusinessDocument,
  { language = 'es', cardPayments = false }: { language?: Language; cardPayments?: boolean } = {},
): Promise<string> {
  const pdf = await renderDocumentPdf(document, { words: resources[language].invoice, language, portalUrl: 'https://example.com/app', cardPayments });
  return (await pdfText(pdf)).replace(/ {2,}/g, ' ');
}

/** An amount as pdftotext reads it (its no-break space a space). */
const money = (cents: number, language: Language) => formatMoney(cents, language).replace(/\u00a0/g, ' ');

/** How many times `needle` is printed. */
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the invoice PDF', () => {
  it('prints every total once: one rate has its base and VAT on its own lines and no repeated sums', async () => {
    // Two lines, so that no line's amount equals the base.
    const document = invoice([line('Revisión del radar', 21, 30_000), line('Cable de antena', 21, 7_000)]);
    const printed = await text(document);
    expect(count(printed, 'Base imponible')).toBe(1);
    expect(count(printed, 'Base imponible al 21 %')).toBe(1);
    expect(count(printed, 'IVA 21 %')).toBe(1);
    expect(count(printed, money(document.taxBaseCents, 'es'))).toBe(1);
    expect(count(printed, money(document.vatCents, 'es'))).toBe(1);
    expect(count(printed, money(document.totalCents, 'es'))).toBe(1);
  });

  it('with several rates, the base and VAT of each rate and then their sums, each once', async () => {
    const document = invoice([line('Revisión del radar', 21, 30_000), line('Transporte', 10, 5_000), line('Servicio a una empresa de la UE', 0, 2_000)], {
      customer: { ...invoice([]).customer, identity: { kind: 'EU_VAT', number: 'DE123456789', country: 'DE' } },
    });
    const printed = await text(document, { language: 'en' });
    for (const label of ['Tax base at 21 %', 'VAT 21 %', 'Tax base at 10 %', 'VAT 10 %']) expect(count(printed, label)).toBe(1);
    expect(printed).toMatch(new RegExp(`\\bTax base ${money(document.taxBaseCents, 'en').replace(/[.€]/g, '\\$&')}`));
    expect(count(printed, money(document.taxBaseCents, 'en'))).toBe(1);
    expect(count(printed, money(document.vatCents, 'en'))).toBe(1);
    expect(count(printed, money(document.totalCents, 'en'))).toBe(1);
  });

  it('offers payment by transfer always, and by card only when card payments are set up', async () => {
    const document = invoice([line('Revisión del radar', 21)]);
    const withoutCard = await text(document);
    expect(withoutCard).toContain(companySeed.bankAccount.iban);
    expect(withoutCard).toContain('INV-2027-010');
    expect(withoutCard).not.toContain('tarjeta');

    const withCard = await text(document, { cardPayments: true });
    expect(withCard).toContain(companySeed.bankAccount.iban);
    expect(withCard).toContain('con tarjeta desde tu área de cliente (https://example.com/app)');
  });

  it('gives no payment instructions on a paid invoice nor on one replaced by a rectifying invoice', async () => {
    const paid = await text(invoice([line('Revisión del radar', 21)], { payment: { paidAt: new Date('2027-01-10T10:00:00Z'), method: 'TRANSFER' } }), {
      cardPayments: true,
    });
    expect(paid).toContain('Pagada el 10/01/2027 (transferencia).');
    const rectified = await text(invoice([line('Revisión del radar', 21)], { rectifiedBy: 'RECT-2027-002' }), { cardPayments: true });
    expect(rectified).toContain('sustituida por la factura RECT-2027-002');
    for (const printed of [paid, rectified]) {
      expect(printed).not.toContain(companySeed.bankAccount.iban);
      expect(printed).not.toContain('tarjeta desde');
    }
  });

  it('breaks between lines, never inside one, and repeats the columns on the next page', async () => {
    const long =
      'Sustitución del transductor de profundidad con pasacascos de bronce, sellado, prueba en el agua y calibración de la sonda con la corredera '.repeat(2);
    const lines = Array.from({ length: 24 }, (_, i) => line(`${i + 1}. ${long}`.trim(), 21, 10_000 + i));
    const pdf = await renderDocumentPdf(invoice(lines), {
      words: resources.es.invoice,
      language: 'es',
      portalUrl: 'https://example.com/app',
      cardPayments: false,
    });
    // pdftotext separates pages with a form feed.
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    const amounts = lines.map((_, i) => money(10_000 + i, 'es'));
    for (const [index, page] of pages.entries()) {
      const words = page.replace(/\s+/g, ' ');
      // Each line's number and its amount on the same page: a line is never cut in two.
      const numbers = [...words.matchAll(/(?:^| )(\d+)\. Sustitución/g)].map((match) => Number(match[1]));
      for (const number of numbers) expect(count(words, amounts[number - 1])).toBeGreaterThanOrEqual(1);
      if (numbers.length) expect(words).toContain('Descripción');
      if (index > 0 && numbers.length) expect(words.indexOf('Descripción')).toBeLessThan(words.indexOf(`${numbers[0]}. Sustitución`));
    }
    // Every line printed once.
    const all = pages.join(' ').replace(/\s+/g, ' ');
    for (let i = 1; i <= lines.length; i++) expect(all.match(new RegExp(`(?:^| )${i}\\. Sustitución`, 'g'))).toHaveLength(1);
  });
});
