import type { SiteTextNamespace } from '@mmt/i18n';
import { ArgsType, Field } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayNotEmpty, IsIn, IsString } from 'class-validator';
import { Language } from '../../common/scalars/language.enum.js';
import { siteTextNamespaces } from '../site-text-defaults.js';

@ArgsType()
export class SiteTextsArgs {
  @Field(() => Language)
  @IsIn(Object.values(Language))
  language: (typeof Language)[keyof typeof Language];

  @Field(() => [String], { description: `Any of: ${siteTextNamespaces.join(', ')}.` })
  @ArrayNotEmpty()
  @ArrayMaxSize(siteTextNamespaces.length)
  @IsString({ each: true })
  @IsIn(siteTextNamespaces, { each: true })
  namespaces: SiteTextNamespace[];
}
