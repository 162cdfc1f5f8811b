import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { THRESHOLD_LIMITS, type AlertKind } from '../alert-rules.js';

/** The input of one rule: its own type, so its threshold's limits (alert-rules.ts) are in the schema and checked by class-validator. */
function ruleInput(name: string, kind: AlertKind, unit: string) {
  const { min, max } = THRESHOLD_LIMITS[kind];

  @InputType(name)
  class RuleInput {
    @Field({ description: 'False turns the rule off (an open alert of it closes at once).' })
    @IsBoolean()
    enabled: boolean;

    @Field(() => Int, { description: `${unit}, ${min} to ${max}.` })
    @IsInt()
    @Min(min)
    @Max(max)
    threshold: number;
  }
  return RuleInput;
}

export const LowBatteryRuleInput = ruleInput('LowBatteryRuleInput', 'LOW_BATTERY', 'Battery %, alert under it');
export const HighTemperatureRuleInput = ruleInput('HighTemperatureRuleInput', 'HIGH_TEMPERATURE', 'Cabin °C, alert over it');
export const HighHumidityRuleInput = ruleInput('HighHumidityRuleInput', 'HIGH_HUMIDITY', 'Humidity %, alert over it');
export const NoDataRuleInput = ruleInput('NoDataRuleInput', 'NO_DATA', 'Hours of silence from a boat with a device');
type RuleInput = InstanceType<typeof LowBatteryRuleInput>;

@InputType({ description: "A boat's alert rules; those left out stay as they are." })
export class UpdateBoatAlertRulesInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;

  @Field(() => LowBatteryRuleInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => LowBatteryRuleInput)
  lowBattery?: RuleInput;

  @Field(() => HighTemperatureRuleInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => HighTemperatureRuleInput)
  highTemperature?: RuleInput;

  @Field(() => HighHumidityRuleInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => HighHumidityRuleInput)
  highHumidity?: RuleInput;

  @Field(() => NoDataRuleInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => NoDataRuleInput)
  noData?: RuleInput;
}

/** Each field of the input and the rule it sets. */
export const RULE_FIELDS = {
  lowBattery: 'LOW_BATTERY',
  highTemperature: 'HIGH_TEMPERATURE',
  highHumidity: 'HIGH_HUMIDITY',
  noData: 'NO_DATA',
} as const satisfies Record<string, AlertKind>;

@InputType()
export class ResetBoatAlertRulesInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;
}
