import { ArgsType, Field, GraphQLISODateTime, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsDate, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate, IsTimeOfDay } from '../../common/validation/dates.js';

/** When and who, as the admins' form sends it: Palma's wall-clock times. */
@InputType()
export class VisitFieldsInput {
  @Field(() => [ID], { description: 'Who goes: one technician or more.' })
  @ArrayMinSize(1)
  @ArrayMaxSize(6)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  technicianIds: string[];

  @Field({ description: 'The day, YYYY-MM-DD (Palma).' })
  @IsCalendarDate()
  date: string;

  @Field({ description: 'From, HH:MM (Palma).' })
  @IsTimeOfDay()
  startTime: string;

  @Field({ description: 'To, HH:MM (Palma); after the start.' })
  @IsTimeOfDay()
  endTime: string;

  @Field(() => Int, { description: 'How long the work is expected to take, in minutes.' })
  @IsInt()
  @Min(15)
  @Max(720)
  estimatedMinutes: number;

  @Field({ defaultValue: false, description: 'Save even though the window overlaps other visits of its technicians (the overlaps were shown).' })
  @IsBoolean()
  confirmOverlaps: boolean;
}

@InputType({ description: 'A visit for an approved job (it becomes Programado), or one more for a job already scheduled or in progress.' })
export class ScheduleVisitInput extends VisitFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  jobId: string;
}

@InputType({ description: 'A visit moved or changed: its whole window and team in one edit.' })
export class MoveVisitInput extends VisitFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  visitId: string;
}

@ArgsType()
export class VisitsArgs {
  @Field(() => GraphQLISODateTime, { description: 'Visits that end after this instant…' })
  @Type(() => Date)
  @IsDate()
  from: Date;

  @Field(() => GraphQLISODateTime, { description: '…and start before this one (at most 42 days later).' })
  @Type(() => Date)
  @IsDate()
  to: Date;

  @Field(() => ID, { nullable: true, description: 'Only this technician’s (admins; a technician always sees only their own).' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  technicianId?: string;
}
