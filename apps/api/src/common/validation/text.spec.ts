import { describe, expect, it } from '@jest/globals';
import { Field, InputType } from '@nestjs/graphql';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsCleanText, normalizeText } from './text.js';

@InputType()
class Sample {
  @Field()
  @IsCleanText({ maxLength: 10 })
  text: string;
}

function check(text: unknown) {
  const input = plainToInstance(Sample, { text });
  return { value: input.text, codes: validateSync(input).flatMap((error) => Object.keys(error.constraints ?? {})) };
}

describe('clean text inputs', () => {
  it('are NFC, trimmed, with \\n line ends', () => {
    expect(normalizeText(' Informacio\u0301n\r\nx ', { trim: true })).toBe('Información\nx');
    expect(check('  a\tb ')).toEqual({ value: 'a\tb', codes: [] });
  });

  it('refuse NUL and other control characters, overlong text and non-strings, each with its code', () => {
    expect(check('a\u0000b').codes).toEqual(['noControlCharacters']);
    expect(check('a\u001bb').codes).toEqual(['noControlCharacters']);
    expect(check('12345678901').codes).toEqual(['maxLength']);
    expect(check(5).codes).toContain('isString');
  });
});
