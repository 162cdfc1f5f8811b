import { describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import type { GraphQLError } from 'graphql';
import { MultilineText, VerbatimText } from './clean-text.js';
import { createValidationPipe } from './validation.pipe.js';

class LineInput {
  @IsString()
  label: string;
}

class SampleInput {
  @IsString()
  @MinLength(3)
  title: string;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  @MultilineText()
  note?: string;

  @IsString()
  @VerbatimText()
  password: string;

  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => LineInput)
  lines?: LineInput[];
}

class RequiredInput {
  @IsString()
  @IsNotEmpty()
  @MinLength(3)
  name: string;
}

const asInput: ArgumentMetadata = { type: 'body', metatype: SampleInput, data: 'input' };
const pipe = createValidationPipe();

async function fieldErrorsOf(value: unknown, metadata = asInput): Promise<string[]> {
  try {
    await pipe.transform(value, metadata);
  } catch (error) {
    const { extensions } = error as GraphQLError;
    expect(extensions.code).toBe('BAD_USER_INPUT');
    return (extensions.fieldErrors as { field: string; code: string }[]).map((fieldError) => `${fieldError.field}:${fieldError.code}`);
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('text inputs (every string of every input, by default)', () => {
  it('are trimmed and normalised to NFC; in a @MultilineText field newlines (CRLF made LF) and tabs stay', async () => {
    const input = await pipe.transform({ title: '  Cafe\u0301 ', note: ' one\r\n\ttwo\rthree ', password: 'x', lines: [{ label: ' e\u0301 ' }] }, asInput);
    expect(input).toMatchObject({ title: 'Café', note: 'one\n\ttwo\nthree', lines: [{ label: 'é' }] });
    expect((input as SampleInput).title).toHaveLength(4);
  });

  it('are validated after cleaning: blank padding does not satisfy a minimum length', async () => {
    expect(await fieldErrorsOf({ title: ' ab   ', password: 'x' })).toEqual(['title:minLength']);
  });

  it('refuse NUL and other control characters, naming the field, nested ones included', async () => {
    expect(await fieldErrorsOf({ title: 'Pump\u0000', note: 'bell\u0007 del\u007f', password: 'x', lines: [{ label: 'ok' }, { label: '\u009b' }] })).toEqual([
      'title:controlCharacters',
      'note:controlCharacters',
      'lines.1.label:controlCharacters',
    ]);
  });

  it('refuse a line break (CR, LF or both) in a single-line field, the default: it would read as a header in an e-mail', async () => {
    expect(await fieldErrorsOf({ title: 'Pump\r\nBcc: all@example.com', password: 'x', lines: [{ label: 'one\ntwo' }, { label: 'three\rfour' }] })).toEqual([
      'title:singleLine',
      'lines.0.label:singleLine',
      'lines.1.label:singleLine',
    ]);
    expect(await fieldErrorsOf('a\nb', { type: 'custom', metatype: String, data: 'search' })).toEqual(['search:singleLine']);
    expect(await pipe.transform({ title: ' Pump \n', password: 'x' }, asInput)).toMatchObject({ title: 'Pump' }); // a trailing one is trimmed away
  });

  it('leave a @VerbatimText field as typed (a password), still refusing control characters', async () => {
    const input = await pipe.transform({ title: 'Title', password: ' pa\u0301ss ' }, asInput);
    expect((input as SampleInput).password).toBe(' pa\u0301ss ');
    expect(await fieldErrorsOf({ title: 'Title', password: 'a\u0000b' })).toEqual(['password:controlCharacters']);
  });

  it('apply to a plain string argument too', async () => {
    expect(await fieldErrorsOf('ab\u0000c', { type: 'custom', metatype: String, data: 'id' })).toEqual(['id:controlCharacters']);
    expect(await pipe.transform(' e\u0301 ', { type: 'custom', metatype: String, data: 'id' })).toBe('é');
  });

  it('say a required field left empty is required, not that it is too short', async () => {
    const asRequired: ArgumentMetadata = { type: 'body', metatype: RequiredInput, data: 'input' };
    expect(await fieldErrorsOf({ name: '   ' }, asRequired)).toEqual(['name:isNotEmpty']);
    expect(await fieldErrorsOf({ name: 'ab' }, asRequired)).toEqual(['name:minLength']);
  });
});
