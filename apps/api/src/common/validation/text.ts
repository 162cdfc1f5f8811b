import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';

/**
 * A text input field: a string of at most `maxLength` characters. The global validation pipe has
 * already trimmed it, made it NFC and refused control characters (common/errors/clean-text.ts).
 */
export function IsCleanText({ maxLength }: { maxLength: number }) {
  return applyDecorators(IsString(), MaxLength(maxLength));
}
