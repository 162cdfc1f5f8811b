import { Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JobStatus } from '../models/job.model.js';
import { MultilineText } from '../../common/errors/clean-text.js';

/** What happens to a job's visits not yet finished when it is completed or cancelled: asked, never assumed. */
export enum RemainingVisits {
  CANCEL = 'CANCEL',
  KEEP = 'KEEP',
}
registerEnumType(RemainingVisits, {
  name: 'RemainingVisits',
  description:
    'A job completed or cancelled with visits not finished: CANCEL calls them off; KEEP (completing only) leaves them booked, work still recorded on them.',
});

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

  @Field(() => String, { nullable: true, description: "Shown to the customer on the job's timeline and in the e-mail." })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @MultilineText()
  note?: string;

  @Field(() => RemainingVisits, {
    nullable: true,
    description: 'Completing or cancelling a job that has visits not finished: required (BAD_USER_INPUT `remainingVisitsChoice` otherwise, with their count).',
  })
  @IsOptional()
  @IsEnum(RemainingVisits)
  remainingVisits?: RemainingVisits;
}
