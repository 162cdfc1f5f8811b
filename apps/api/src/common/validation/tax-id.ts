import { applyDecorators } from '@nestjs/common';
import { isSpanishTaxId, isTaxIdentityProblem, parseTaxIdentity, TAX_IDENTITY_PROBLEMS, type TaxIdKind, type TaxIdentityProblem } from '@mmt/billing';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

export { normalizeTaxId } from '@mmt/billing';

/** A Spanish NIF, NIE or CIF with its control character right (the company's, a producer's). Field error code `isSpanishTaxId`. */
export function IsSpanishTaxId(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isSpanishTaxId',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be a Spanish NIF or CIF`, ...options },
      validator: { validate: isSpanishTaxId },
    });
}

/** What is wrong with an identification input (its kind, number and country) as a whole; null when nothing is. */
function problemOf(args: ValidationArguments): TaxIdentityProblem | null {
  const { kind, number, country } = args.object as { kind?: TaxIdKind; number?: unknown; country?: string | null };
  if (!kind || typeof number !== 'string' || !number) return null;
  const parsed = parseTaxIdentity({ kind, number, country });
  return isTaxIdentityProblem(parsed) ? parsed : null;
}

/**
 * On the number or the country of a tax identity input: the AEAT's rules for the identification as
 * a whole (tax-id.ts in @mmt/billing), reported on the field at fault with the problem's code.
 */
export function IsValidTaxIdentityPart(field: TaxIdentityProblem['field']) {
  return applyDecorators(
    ...TAX_IDENTITY_PROBLEMS[field].map(
      (code): PropertyDecorator =>
        (target, propertyName) =>
          registerDecorator({
            name: code,
            target: target.constructor,
            propertyName: String(propertyName),
            validator: {
              validate: (_value: unknown, args: ValidationArguments) => problemOf(args)?.code !== code,
              defaultMessage: (args?: ValidationArguments) => (args && problemOf(args)?.message) || code,
            },
          }),
    ),
  );
}
