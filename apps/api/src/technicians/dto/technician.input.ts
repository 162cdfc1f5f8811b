import { ArgsType, Field, InputType, PickType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { CreateClientInput } from '../../clients/dto/client.input.js';
import { ConnectionArgs } from '../../common/relay/connection.js';

@InputType({ description: 'A new technician: they get an e-mail with a link to set their password.' })
export class CreateTechnicianInput extends PickType(CreateClientInput, ['name', 'email', 'phone', 'language'], InputType) {}

@ArgsType()
export class TechniciansArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or deactivated (false) technicians.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
