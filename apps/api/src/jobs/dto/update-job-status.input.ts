import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JobStatus } from '../models/job.model.js';
import { MultilineText } from '../../common/errors/clean-text.js';

@InputType()
export class UpdateJobStatusInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  jobId: string;

  @Field(() => JobStatus)
  @IsEnum(JobStatus)
  status: JobStatus;

  @Field(() => String, { nullable: true, description: 'Shown to the customer on the job\'s timeline and in the e-mail.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @MultilineText()
  note?: string;
}
