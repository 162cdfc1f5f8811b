import { applyDecorators } from '@nestjs/common';
import { boundShown, documentBoundsProblems, MONEY_BOUNDS, type BoundsProblem, type BoundsProblemCode, type LineFields } from '@mmt/billing';
import { IsInt, IsNumber, Min, registerDecorator } from 'class-validator';
import type { FieldError } from '@mmt/contract';

/** The API's own wording (English); the web shows its translation of the code. */
const MESSAGES: Record<BoundsProblemCode | 'workTotalTooHigh', (max: string) => string> = {
  quantityTooHigh: (max) => `The quantity can be at most ${max}`,
  amountTooHigh: (max) => `The amount can be at most ${max} €`,
  lineTooHigh: (max) => `A line can come to at most ${max} €`,
  totalTooHigh: (max) => `The total, VAT included, can be at most ${max} €`,
  workTotalTooHigh: (max) => `The work recorded on the job would come to more than one invoice holds (${max} €, VAT included)`,
};

/**
 * A bound passed, as the field error the web translates: its code, and `params.max` (in euros
 * for an amount) for the translation to show.
 */
export function boundsFieldError(field: string, code: BoundsProblemCode | 'workTotalTooHigh', max: number): FieldError {
  const shown = String(boundShown({ code: code === 'workTotalTooHigh' ? 'totalTooHigh' : code, max }));
  return { field, code, message: MESSAGES[code](shown), params: { max: shown } };
}

/** A class-validator rule whose error carries `params` (the validation pipe passes them on). */
function BoundRule(code: BoundsProblemCode, max: number, broken: (value: unknown, object: object) => boolean): PropertyDecorator {
  const { message, params } = boundsFieldError('', code, max);
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: code,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, context: { params } },
      validator: { validate: (value, args) => !broken(value, args!.object) },
    });
}

/** An amount in euro cents, from zero to `max` (one of MONEY_BOUNDS). */
export function IsCents(max: number) {
  return applyDecorators(
    IsInt(),
    Min(0),
    BoundRule('amountTooHigh', max, (value) => typeof value === 'number' && value > max),
  );
}

/** A quantity with up to two decimals, from 0.01 to `max`. */
export function IsQuantity(max: number) {
  return applyDecorators(
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }),
    Min(0.01),
    BoundRule('quantityTooHigh', max, (value) => typeof value === 'number' && value > max),
  );
}

type LineLike = Omit<LineFields, 'vatRate'> & { vatRate?: number | null };
const problemsOf = (lines: unknown): BoundsProblem[] => (Array.isArray(lines) ? documentBoundsProblems(lines as LineLike[]) : []);

/** On a line's unit price: the line's amount (quantity × price) is within a document. */
export function LineWithinBounds() {
  return BoundRule('lineTooHigh', MONEY_BOUNDS.documentCents, (_value, line) => problemsOf([line]).some((problem) => problem.code === 'lineTooHigh'));
}

/** On a document's lines: their total, VAT included, is within MONEY_BOUNDS.documentCents. */
export function TotalWithinBounds() {
  return BoundRule('totalTooHigh', MONEY_BOUNDS.documentCents, (lines) => problemsOf(lines).some((problem) => problem.code === 'totalTooHigh'));
}

/**
 * The field error of work recorded aboard (a job's draft invoice lines) that comes to more than
 * one invoice holds, on `field`; null when it fits.
 */
export function workBoundsError(lines: LineFields[], field: string): FieldError | null {
  return documentBoundsProblems(lines).length ? boundsFieldError(field, 'workTotalTooHigh', MONEY_BOUNDS.documentCents) : null;
}
