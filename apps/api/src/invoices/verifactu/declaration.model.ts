import { ArgsType, Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Connection } from '../../common/relay/connection.js';

@ObjectType({ description: 'One datum of a declaración responsable: the text that describes it and its value.' })
export class DeclarationItem {
  @Field({ description: 'The letter of art. 15.1 (items) or 15.2 (annex) of Orden HAC/1177/2024 it answers.' })
  letter: string;

  @Field()
  label: string;

  @Field({ description: 'Its paragraphs are separated by line breaks.' })
  value: string;
}

@ObjectType({ description: "The billing system's declaración responsable of one version (Orden HAC/1177/2024, art. 15), in Spanish, as it was made." })
export class SystemDeclaration {
  @Field({ description: 'The version of the system it declares (VERIFACTU_SYSTEM_VERSION), as the records name it.' })
  version: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was made: the first start of this version.' })
  madeAt: Date;

  @Field()
  title: string;

  @Field(() => [DeclarationItem], { description: 'The data art. 15.1 asks for, in its order.' })
  items: { letter: string; label: string; value: string }[];

  @Field(() => [DeclarationItem], { description: 'What art. 15.2 recommends adding.' })
  annex: { letter: string; label: string; value: string }[];

  @Field({ description: 'The version configured now.' })
  current: boolean;

  @Field({
    description:
      'The current version, whose identification or producer has changed since it was made (the configuration or the company details): such a change needs a new version.',
  })
  outdated: boolean;

  @Field(() => Int, { description: 'Billing records made with this version.' })
  records: number;

  @Field({ description: 'Its PDF: GET with the bearer token (admins).' })
  pdfUrl: string;
}

@ObjectType()
export class SystemDeclarationConnection extends Connection(SystemDeclaration) {}

@ArgsType()
export class SystemDeclarationArgs {
  @Field(() => String, { nullable: true, description: 'A version of the system; by default the one configured now.' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  version?: string | null;
}
