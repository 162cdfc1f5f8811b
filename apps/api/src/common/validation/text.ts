import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, registerDecorator, type ValidationOptions } from 'class-validator';

/** C0 controls but tab and line feed, and DEL (a carriage return is folded into a line feed first). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/;

/** Text as the site stores it: NFC (one form for 'á'), line ends as \n, optionally trimmed. */
export function normalizeText(value: string, { trim }: { trim: boolean }): string {
  const text = value.normalize('NFC').replace(/\r\n?/g, '\n');
  return trim ? text.trim() : text;
}

/** Field error code `noControlCharacters`: no NUL or other control characters but \n and \t. */
export function HasNoControlCharacters(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'noControlCharacters',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} must not contain control characters`, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && !CONTROL_CHARACTERS.test(value) },
    });
}

/**
 * A text input field: a string, normalised (see normalizeText), at most `maxLength` characters,
 * free of control characters. Each rule is its own field error code (isString, maxLength,
 * noControlCharacters) for the client to translate.
 */
export function IsCleanText({ maxLength, trim = true }: { maxLength: number; trim?: boolean }) {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? normalizeText(value, { trim }) : value)),
    IsString(),
    MaxLength(maxLength),
    HasNoControlCharacters(),
  );
}
