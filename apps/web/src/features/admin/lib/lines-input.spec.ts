import { describe, expect, it } from '@jest/globals';
import { boundShown, MONEY_BOUNDS } from '@mmt/billing';
import { createI18n } from '@mmt/i18n';
import { resources } from '@mmt/i18n/resources';
import { fieldErrorsOf, type LooseTranslate } from '../../../shared/graphql/field-errors';
import { linesInput, type LineDraft } from './lines-input';

const line = (quantity: string, unitPrice: string): LineDraft => ({ description: 'Probe', quantity, unitPrice, vatRate: 21, zeroVatCause: null });

describe("a quote's or an invoice's lines as typed", () => {
  const spanish = createI18n('es', resources);
  const messages = {
    unreadable: 'unreadable',
    bound: (problem: Parameters<Parameters<typeof linesInput>[1]['bound']>[0]) =>
      spanish.t(`errors:validation.${problem.code}` as never, { max: boundShown(problem) }),
  };

  it('are refused before sending past the bounds the API holds them to, in the language of the page', () => {
    // The outside probe's line: 99,999 × 1,000,000.00 €.
    expect(linesInput([line('99999', '1.000.000,00')], messages).errors).toEqual({
      'lines.0.unitPriceCents': 'Una línea (cantidad × precio) puede sumar como máximo 10.000.000 €.',
      lines: 'El total, IVA incluido, puede ser como máximo 10.000.000 €: divide el trabajo en varios documentos.',
    });
    expect(linesInput([line('100000', '1000000,01')], messages).errors).toMatchObject({
      'lines.0.quantity': 'La cantidad puede ser como máximo 99.999.',
      'lines.0.unitPriceCents': 'El importe puede ser como máximo 1.000.000 €.',
    });
  });

  it('go as typed when they are within them; unreadable numbers are said as such', () => {
    expect(linesInput([line('2,5', '59,90')], messages)).toEqual({
      lines: [{ description: 'Probe', quantity: 2.5, unitPriceCents: 5990, vatRate: 21, zeroVatCause: null }],
      errors: {},
    });
    expect(linesInput([line('dos', '59,90')], messages).errors).toEqual({ 'lines.0.quantity': 'unreadable' });
  });

  it('leave a labour line for the server to price: its price field is not read', () => {
    expect(linesInput([{ ...line('3', ''), labour: 'OUT_OF_HOURS' }, line('1', '10')], messages)).toEqual({
      lines: [
        { description: 'Probe', quantity: 3, unitPriceCents: 0, vatRate: 21, zeroVatCause: null, labour: 'OUT_OF_HOURS' },
        { description: 'Probe', quantity: 1, unitPriceCents: 1000, vatRate: 21, zeroVatCause: null },
      ],
      errors: {},
    });
  });

  it("show the API's refusal of an amount with its bound, in either language", () => {
    const refusal = {
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                field: 'priceCents',
                code: 'amountTooHigh',
                message: 'The amount can be at most 100000 €',
                params: { max: String(MONEY_BOUNDS.partPriceCents / 100) },
              },
            ],
          },
        },
      ],
    };
    const english = createI18n('en', resources);
    expect(fieldErrorsOf(refusal, spanish.t as unknown as LooseTranslate, { namespace: 'admin' })).toEqual({
      priceCents: 'El importe puede ser como máximo 100.000 €.',
    });
    expect(fieldErrorsOf(refusal, english.t as unknown as LooseTranslate, { namespace: 'admin' })).toEqual({
      priceCents: 'The amount can be at most 100,000 €.',
    });
  });
});
