import { Injectable } from '@nestjs/common';
import { Args, Field, GraphQLISODateTime, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import type { DataSource } from 'typeorm';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import { badUserInput } from '../common/errors/graphql-errors.js';
import { IsTimeOfDay } from '../common/validation/dates.js';
import type { Viewer } from '../common/viewer.js';
import { businessHoursOf } from './business-hours.js';
import { BusinessHoursEntity } from './entities/business-hours.entity.js';

@ObjectType({
  description:
    "The company's business hours, Palma time: VIP members' labour is at the normal rate within them, the overtime rate outside them; Silver's requests are priority within them.",
})
export class BusinessHoursSettings {
  @Field(() => [Int], { description: 'ISO weekdays, 1 Monday to 7 Sunday.' })
  days: number[];

  @Field({ description: 'HH:MM.' })
  opens: string;

  @Field({ description: 'HH:MM, after opens.' })
  closes: string;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;
}

@InputType()
export class BusinessHoursInput {
  @Field(() => [Int], { description: 'ISO weekdays, 1 Monday to 7 Sunday; at least one.' })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...value].sort() : value))
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(7)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(7, { each: true })
  days: number[];

  @Field({ description: 'HH:MM.' })
  @IsTimeOfDay()
  opens: string;

  @Field({ description: 'HH:MM, after opens.' })
  @IsTimeOfDay()
  closes: string;
}

@Injectable()
export class BusinessHoursService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async current(): Promise<BusinessHoursSettings> {
    const hours = await businessHoursOf(this.dataSource.manager);
    const { updatedAt } = await this.dataSource.getRepository(BusinessHoursEntity).findOneByOrFail({ id: 1 });
    return { ...hours, updatedAt };
  }

  /** New hours apply to work and requests from now on: documents already made keep their prices. */
  async update(input: BusinessHoursInput, editor: Viewer): Promise<BusinessHoursSettings> {
    if (input.closes <= input.opens) throw badUserInput([{ field: 'closes', code: 'closesBeforeOpens', message: 'Business hours close after they open' }]);
    await this.dataSource
      .getRepository(BusinessHoursEntity)
      .update({ id: 1 }, { days: input.days, opens: input.opens, closes: input.closes, updatedBy: editor.id });
    return this.current();
  }
}

@Resolver(() => BusinessHoursSettings)
export class BusinessHoursResolver {
  constructor(private readonly hours: BusinessHoursService) {}

  @Roles('admin')
  @Query(() => BusinessHoursSettings, { description: "The company's business hours (admins only)." })
  businessHours(): Promise<BusinessHoursSettings> {
    return this.hours.current();
  }

  @Roles('admin')
  @Mutation(() => BusinessHoursSettings, { description: 'Sets the business hours; documents already made keep their prices.' })
  updateBusinessHours(@Args('input') input: BusinessHoursInput, @CurrentUser() viewer: Viewer): Promise<BusinessHoursSettings> {
    return this.hours.update(input, viewer);
  }
}
