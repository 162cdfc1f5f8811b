import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { JobStatus } from '../models/job.model.js';

@ArgsType()
export class JobsArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: 'Only the jobs of this boat.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  boatId?: string;

  @Field(() => ID, { nullable: true, description: "Only the jobs of this customer's boats (admins)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  customerId?: string;

  @Field(() => JobStatus, { nullable: true })
  @IsOptional()
  @IsEnum(JobStatus)
  status?: JobStatus;
}
