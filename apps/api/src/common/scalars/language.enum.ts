import { registerEnumType } from '@nestjs/graphql';
import type { Language as LanguageCode } from '@mmt/i18n';

/** The languages of the site, as a GraphQL enum (`en`, `es`, as in libs/i18n). */
export const Language = { en: 'en', es: 'es' } as const satisfies Record<LanguageCode, LanguageCode>;

registerEnumType(Language, { name: 'Language', description: 'A language of the site.' });
