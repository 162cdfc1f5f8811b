import { ArgsType, Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { IsCalendarDate, IsNotInFuture } from '../../common/validation/dates.js';
import { IsCleanText } from '../../common/validation/text.js';
import { EquipmentCategory } from '../../equipment/models/equipment.model.js';

const MAX_HOURS = 1_000_000;

/** How often a task comes round: every so many months, running hours, or both (whichever comes first). */
@InputType({ isAbstract: true })
export class MaintenanceIntervalInput {
  // Without an hours interval the months are required: only isNotEmpty is reported then (validation.pipe.ts).
  @Field(() => Int, { nullable: true, description: 'At least 1; required without intervalHours.' })
  @ValidateIf((input: MaintenanceIntervalInput) => input.intervalHours == null || input.intervalMonths != null)
  @IsNotEmpty({ message: 'intervalMonths or intervalHours is required' })
  @IsInt()
  @Min(1)
  @Max(240)
  intervalMonths?: number | null;

  @Field(() => Int, { nullable: true, description: 'Running hours; at least 1.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000)
  intervalHours?: number | null;
}

@InputType({ description: 'A task as the admins plan it: every so many months, running hours, or both.' })
export class MaintenanceTaskFieldsInput extends MaintenanceIntervalInput {
  @Field({ description: 'The title, in one language. Given back as either of a default task’s two titles, the task keeps both.' })
  @IsCleanText({ maxLength: 120 })
  @IsNotEmpty()
  title: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, today or earlier (Palma); today when not given.' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  @IsNotInFuture()
  lastDoneOn?: string | null;

  @Field(() => Float, { nullable: true, description: "The running hours when it was last done; the boat's current hours when not given." })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 })
  @Min(0)
  @Max(MAX_HOURS)
  lastDoneHours?: number | null;
}

@InputType()
export class CreateMaintenanceTaskInput extends MaintenanceTaskFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;

  @Field(() => ID, { nullable: true, description: 'One of the boat’s pieces of equipment; none for a task of the boat itself.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  equipmentId?: string | null;
}

@InputType()
export class UpdateMaintenanceTaskInput extends MaintenanceTaskFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@InputType()
export class MaintenanceTaskIdInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  taskId: string;
}

@InputType()
export class RecordRunningHoursInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;

  @Field(() => ID, { nullable: true, description: "The engine or generator (on board this boat) whose meter it is; none for the boat's own meter." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  equipmentId?: string | null;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 1 })
  @Min(0)
  @Max(MAX_HOURS)
  hours: number;

  @Field({
    defaultValue: false,
    description:
      'The engine or its hour meter was replaced: a reading lower than the last one is accepted, and the tasks keep the hours run since they were done.',
  })
  @IsBoolean()
  replaced: boolean;
}

@ArgsType()
export class MaintenanceDueArgs extends ConnectionArgs {
  @Field(() => ID, { nullable: true, description: "Only this client's boats." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  customerId?: string;

  @Field(() => EquipmentCategory, { nullable: true, description: 'Only the tasks of this category of equipment.' })
  @IsOptional()
  @IsEnum(EquipmentCategory)
  category?: EquipmentCategory;

  @Field({ nullable: true, description: 'Only the tasks overdue or falling due by this Sunday (Palma).' })
  @IsOptional()
  @IsBoolean()
  thisWeek?: boolean;
}

@InputType({ description: 'A default task of a category, in both languages.' })
export class MaintenanceTaskTemplateFieldsInput extends MaintenanceIntervalInput {
  @Field()
  @IsCleanText({ maxLength: 120 })
  @IsNotEmpty()
  titleEs: string;

  @Field()
  @IsCleanText({ maxLength: 120 })
  @IsNotEmpty()
  titleEn: string;
}

@InputType()
export class CreateMaintenanceTaskTemplateInput extends MaintenanceTaskTemplateFieldsInput {
  @Field(() => EquipmentCategory)
  @IsEnum(EquipmentCategory)
  category: EquipmentCategory;
}

@InputType()
export class UpdateMaintenanceTaskTemplateInput extends MaintenanceTaskTemplateFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@InputType()
export class MaintenanceTaskTemplateIdInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@ArgsType()
export class MaintenanceTaskTemplatesArgs {
  @Field(() => EquipmentCategory, { nullable: true, description: 'Only this category’s default tasks.' })
  @IsOptional()
  @IsEnum(EquipmentCategory)
  category?: EquipmentCategory;
}
