import { ArgsType, Field, InputType, PickType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { CreateClientInput } from '../../accounts/dto/client.input.js';
import { ConnectionArgs } from '../../common/relay/connection.js';

/** The roles of the staff: who an admin may invite. */
export enum StaffRole {
  ADMIN = 'admin',
  TECHNICIAN = 'technician',
}
registerEnumType(StaffRole, { name: 'StaffRole', description: 'An admin (the whole admin area) or a technician (their visits).' });

@InputType({ description: 'A new member of the staff: they get an e-mail with a link to set their password.' })
export class InviteStaffInput extends PickType(CreateClientInput, ['name', 'email', 'phone', 'language'], InputType) {
  @Field(() => StaffRole)
  @IsEnum(StaffRole)
  role: StaffRole;
}

@ArgsType()
export class StaffArgs extends ConnectionArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or deactivated (false) people.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
