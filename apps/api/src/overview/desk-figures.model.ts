import { Field, Int, ObjectType } from '@nestjs/graphql';
import { VatAmount } from '../billing/billing.model.js';

@ObjectType({ description: "One month's figures (Palma's calendar); money in cents, VAT included." })
export class MonthFigures {
  @Field({ description: 'YYYY-MM' })
  month: string;

  @Field(() => Int, { description: 'The standing invoices issued in it (replaced, credited and cancelled ones left out).' })
  invoicedCents: number;

  @Field(() => Int, { description: 'The invoices paid in it.' })
  collectedCents: number;

  @Field(() => Int, { description: 'Labour recorded aboard in it, in minutes.' })
  recordedLabourMinutes: number;

  @Field(() => Int, { description: 'Labour on its standing invoices (the lines named as the labour line is), in minutes.' })
  billedLabourMinutes: number;
}

@ObjectType({ description: 'What is left to collect now, by days since the invoice was issued; in cents.' })
export class OutstandingByAge {
  @Field(() => Int)
  totalCents: number;

  @Field(() => Int)
  upTo30Cents: number;

  @Field(() => Int)
  from31To60Cents: number;

  @Field(() => Int)
  from61To90Cents: number;

  @Field(() => Int)
  over90Cents: number;
}

@ObjectType({ description: "A service (an invoice line's description) and what it brought, before VAT." })
export class ServiceRevenue {
  @Field()
  description: string;

  @Field(() => Int)
  netCents: number;

  @Field(() => Int, { description: 'How many invoices bill it.' })
  invoices: number;
}

@ObjectType({ description: "The VAT charged in a quarter, per rate: the quarterly return's accrued VAT." })
export class QuarterVat {
  @Field(() => Int)
  year: number;

  @Field(() => Int, { description: '1 to 4.' })
  quarter: number;

  @Field(() => [VatAmount], { description: 'Highest rate first; at 0 % one per cause.' })
  rates: VatAmount[];
}

@ObjectType({ description: "The owner's numbers: the last twelve months (this one last), what is outstanding, the top services, this quarter's VAT." })
export class DeskFigures {
  @Field(() => [MonthFigures], { description: 'Twelve months, oldest first: the last is this month.' })
  months: MonthFigures[];

  @Field(() => OutstandingByAge)
  outstanding: OutstandingByAge;

  @Field(() => [ServiceRevenue], { description: 'The five services that brought most in the twelve months.' })
  topServices: ServiceRevenue[];

  @Field(() => QuarterVat, { description: 'The current quarter.' })
  quarterVat: QuarterVat;
}
