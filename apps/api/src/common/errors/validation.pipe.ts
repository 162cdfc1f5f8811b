import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { cleanText, cleanTextFields, textError } from './clean-text.js';
import type { FieldError } from '@mmt/contract';
import { badUserInput } from './graphql-errors.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // An empty field is missing, not too short: it says only that it is required.
    const constraints = error.constraints?.isNotEmpty ? { isNotEmpty: error.constraints.isNotEmpty } : (error.constraints ?? {});
    // A rule's `context.params` (e.g. money.ts's bounds) fill in the translation of its code.
    const own = Object.entries(constraints).map(([code, message]) => {
      const params = (error.contexts?.[code] as { params?: Record<string, string> } | undefined)?.params;
      return params ? { field, code, message, params } : { field, code, message };
    });
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/**
 * Every text of every input is cleaned before its rules run (clean-text.ts: trimmed, NFC, one line,
 * control characters refused), so no input class has to ask for it; `@MultilineText()` and
 * `@VerbatimText()` say where a field differs.
 */
class TextCleaningValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (typeof value !== 'string') return super.transform(value, metadata);
    const cleaned = cleanText(value);
    if (!cleaned.ok) throw await this.exceptionFactory([textError(metadata.data ?? 'value', cleaned.error)]);
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
