import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { badUserInput, type FieldError } from './graphql-errors.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([code, message]) => ({ field, code, message }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Every input is validated; unknown fields are refused; failures become BAD_USER_INPUT with field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => badUserInput(flatten(errors)),
  });
}
