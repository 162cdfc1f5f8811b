import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  ValidateNested,
} from 'class-validator';
import { IsCents, IsQuantity, LineWithinBounds, TotalWithinBounds } from '../common/validation/money.js';
import { Node } from '../common/relay/node.interface.js';
import {
  DEFAULT_VAT_RATE,
  MONEY_BOUNDS,
  VAT_RATES,
  ZERO_VAT_CAUSES,
  type PricedLine,
  type VatAmount as VatAmountShape,
  type ZeroVatCause as ZeroVatCauseValue,
} from '@mmt/billing';

export const ZeroVatCause = Object.fromEntries(ZERO_VAT_CAUSES.map((cause) => [cause, cause])) as { [C in ZeroVatCauseValue]: C };
registerEnumType(ZeroVatCause, {
  name: 'ZeroVatCause',
  description: 'Why a line bears no VAT, as the AEAT lists the causes: exempt (E1–E6) or not subject (N1, N2).',
  valuesMap: {
    E1: { description: 'Exempt, art. 20 Ley del IVA.' },
    E2: { description: 'Exempt, art. 21 (exports).' },
    E3: { description: 'Exempt, art. 22 (like exports: e.g. vessels for commercial navigation on the high seas).' },
    E4: { description: 'Exempt, arts. 23 and 24 (free zones, warehouses).' },
    E5: { description: 'Exempt, art. 25 (supplies of goods to another EU member state).' },
    E6: { description: 'Exempt, on other grounds.' },
    N1: { description: 'Not subject, arts. 7 and 14 and others.' },
    N2: { description: 'Not subject by the place-of-supply rules (e.g. a service to an EU business: reverse charge).' },
  },
});

export const LabourTime = { BUSINESS_HOURS: 'BUSINESS_HOURS', OUT_OF_HOURS: 'OUT_OF_HOURS' } as const;
registerEnumType(LabourTime, {
  name: 'LabourTime',
  description: "A labour line's hours: priced by the server at a VIP member's plan rate (normal or overtime), else at the price list's hourly rate.",
  valuesMap: {
    BUSINESS_HOURS: { description: 'Worked in business hours: the normal rate.' },
    OUT_OF_HOURS: { description: 'Worked outside them: the overtime rate.' },
  },
});

/** One of a line's rules on its zero-VAT cause, as a field error with its own code. */
function ZeroVatCauseRule(code: string, broken: (line: DocumentLineInput) => boolean, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: code,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (_value: unknown, args) => !broken(args!.object as DocumentLineInput) },
    });
}

@ObjectType({ description: 'A line of a quote or an invoice; amounts in euro cents before VAT.' })
export class DocumentLine {
  @Field()
  description: string;

  @Field(() => Float)
  quantity: number;

  @Field(() => Int)
  unitPriceCents: number;

  @Field(() => Int, { description: 'VAT rate in percent: 21, 10, 4 or 0.' })
  vatRate: number;

  @Field(() => ZeroVatCause, { nullable: true, description: 'At 0 %: why there is no VAT.' })
  zeroVatCause: ZeroVatCauseValue | null;

  @Field(() => Int, { description: 'Quantity × unit price, rounded to the cent.' })
  netCents: number;

  static from(line: PricedLine): DocumentLine {
    return Object.assign(new DocumentLine(), line, { zeroVatCause: line.vatRate === 0 ? (line.zeroVatCause ?? null) : null });
  }
}

@ObjectType({ description: 'The tax base of one VAT rate and its VAT.' })
export class VatAmount {
  @Field(() => Int)
  rate: number;

  @Field(() => ZeroVatCause, { nullable: true, description: 'At 0 %: the cause (each cause has its own amount).' })
  zeroVatCause: ZeroVatCauseValue | null;

  @Field(() => Int)
  baseCents: number;

  @Field(() => Int)
  vatCents: number;

  static from(amount: VatAmountShape): VatAmount {
    return Object.assign(new VatAmount(), amount);
  }
}

@InputType()
export class DocumentLineInput {
  @Field()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  description: string;

  @Field(() => Float, { description: `Up to two decimals; at most ${MONEY_BOUNDS.quantity}.` })
  @IsQuantity(MONEY_BOUNDS.quantity)
  quantity: number;

  @Field(() => Int, {
    description: `Euro cents, before VAT; at most ${MONEY_BOUNDS.unitPriceCents}, and the line (quantity × price) at most ${MONEY_BOUNDS.documentCents}.`,
  })
  @IsCents(MONEY_BOUNDS.unitPriceCents)
  @LineWithinBounds()
  unitPriceCents: number;

  @Field(() => Int, { nullable: true, description: `VAT rate in percent (${VAT_RATES.join(', ')}); ${DEFAULT_VAT_RATE} when not given.` })
  @IsOptional()
  @IsInt()
  @IsIn([...VAT_RATES])
  vatRate?: number;

  @Field(() => ZeroVatCause, { nullable: true, description: 'Required at 0 % (why there is no VAT), and only then.' })
  @ZeroVatCauseRule(
    'zeroVatCauseRequired',
    (line) => line.vatRate === 0 && !line.zeroVatCause,
    'A line at 0 % VAT says why: exempt (under which article) or not subject',
  )
  @ZeroVatCauseRule(
    'zeroVatCauseOnlyAtZero',
    (line) => (line.vatRate ?? DEFAULT_VAT_RATE) !== 0 && !!line.zeroVatCause,
    'Only a line at 0 % VAT has a cause for it',
  )
  zeroVatCause?: ZeroVatCauseValue;

  @Field(() => LabourTime, {
    nullable: true,
    description: 'A labour line: its unit price is the member rate for these hours (or the list rate), whatever unitPriceCents says.',
  })
  @IsOptional()
  @IsIn(Object.values(LabourTime))
  labour?: keyof typeof LabourTime;
}

/** An input field of 1 to 50 lines, each validated, whose total (VAT included) is within the bounds. */
export function DocumentLinesField(options: { nullable?: boolean; description?: string } = {}) {
  return applyDecorators(
    Field(() => [DocumentLineInput], options),
    ...(options.nullable ? [IsOptional()] : []),
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(50),
    TotalWithinBounds(),
    ValidateNested({ each: true }),
    Type(() => DocumentLineInput),
  );
}

/** What quotes and invoices both show: their lines, the tax base and VAT per rate, and the sums (cents). */
@ObjectType({ isAbstract: true, implements: () => [Node] })
export abstract class PricedNode extends Node {
  @Field(() => [DocumentLine])
  lines: DocumentLine[];

  @Field(() => [VatAmount], { description: 'Tax base and VAT per rate.' })
  vat: VatAmount[];

  @Field(() => Int)
  taxBaseCents: number;

  @Field(() => Int)
  vatCents: number;
}
