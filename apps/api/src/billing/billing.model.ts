import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Node } from '../common/relay/node.interface.js';
import { DEFAULT_VAT_RATE, VAT_RATES, type PricedLine, type VatAmount as VatAmountShape } from '@mmt/billing';

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

  @Field(() => Int, { description: 'Quantity × unit price, rounded to the cent.' })
  netCents: number;

  static from(line: PricedLine): DocumentLine {
    return Object.assign(new DocumentLine(), line);
  }
}

@ObjectType({ description: 'The tax base of one VAT rate and its VAT.' })
export class VatAmount {
  @Field(() => Int)
  rate: number;

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

  @Field(() => Float, { description: 'Up to two decimals.' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0.01)
  @Max(99_999)
  quantity: number;

  @Field(() => Int, { description: 'Euro cents, before VAT.' })
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  unitPriceCents: number;

  @Field(() => Int, { nullable: true, description: `VAT rate in percent (${VAT_RATES.join(', ')}); ${DEFAULT_VAT_RATE} when not given.` })
  @IsOptional()
  @IsInt()
  @IsIn([...VAT_RATES])
  vatRate?: number;
}

/** An input field of 1 to 50 lines, each validated. */
export function DocumentLinesField(options: { nullable?: boolean; description?: string } = {}) {
  return applyDecorators(
    Field(() => [DocumentLineInput], options),
    ...(options.nullable ? [IsOptional()] : []),
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(50),
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
