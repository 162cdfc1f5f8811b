import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { cleanText, cleanTextFields, controlCharactersError } from './clean-text.js';
import type { FieldError } from '@mmt/contract';
import { badUserInput } from './graphql-errors.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([code, message]) => ({ field, code, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Every text of every input is cleaned before its rules run (clean-text.ts: trimmed, NFC, control
 * characters refused), so no input class has to ask for it; `@VerbatimText()` opts a field out.
 */
class TextCleaningValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (typeof value !== 'string') return super.transform(value, metadata);
    const cleaned = cleanText(value);
    if (!cleaned.ok) throw await this.exceptionFactory([controlCharactersError(metadata.data ?? 'value')]);
    return super.transform(cleaned.value, metadata);
  }

  protected override async validate(object: object, validatorOptions?: ValidatorOptions): Promise<ValidationError[]> {
    const textErrors = cleanTextFields(object);
    return [...textErrors, ...(await super.validate(object, validatorOptions))];
  }
}

/** Every input is validated; unknown fields are refused; failures become BAD_USER_INPUT with field errors. */
export function createValidationPipe(): ValidationPipe {
  return new TextCleaningValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => badUserInput(flatten(errors)),
  });
}
