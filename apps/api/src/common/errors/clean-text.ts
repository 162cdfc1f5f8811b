import type { ValidationError } from '@nestjs/common';

/** C0 controls but tab and line feed, DEL and C1 controls: never meant as text (PostgreSQL refuses NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 10;
const TEXT_KINDS = Symbol('textKinds');

/**
 * How a text field is taken: `line` (the default: a name, a title, a subject) is trimmed, NFC and
 * holds no line break, which would read as a new header line where it is written into an e-mail;
 * `multiline` (a description, a note) keeps its line breaks; `verbatim` (a password) is taken
 * exactly as typed. Control characters are refused in all three.
 */
type TextKind = 'line' | 'multiline' | 'verbatim';

function textKind(kind: Exclude<TextKind, 'line'>): PropertyDecorator {
  return (target, property) => {
    const owner = target as Record<symbol, Map<string | symbol, TextKind> | undefined>;
    const kinds = Object.prototype.hasOwnProperty.call(target, TEXT_KINDS) ? owner[TEXT_KINDS]! : new Map(owner[TEXT_KINDS]);
    kinds.set(property, kind);
    Object.defineProperty(target, TEXT_KINDS, { value: kinds, configurable: true });
  };
}

/** A text field taken exactly as typed (a password): not trimmed nor normalised. */
export const VerbatimText = () => textKind('verbatim');

/** A text field of several lines (a description, a note): its line breaks are kept. */
export const MultilineText = () => textKind('multiline');

function kindOf(owner: object, property: string): TextKind {
  return (owner as Record<symbol, Map<string, TextKind> | undefined>)[TEXT_KINDS]?.get(property) ?? 'line';
}

export type CleanText = { ok: true; value: string } | { ok: false; error: 'controlCharacters' | 'singleLine' };

/** Line breaks made \n, trimmed, NFC; refused when a control character other than \n or \t remains, or a line break in a single line. */
export function cleanText(value: string, kind: TextKind = 'line'): CleanText {
  const text = kind === 'verbatim' ? value : value.replace(/\r\n?/g, '\n').trim().normalize('NFC');
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, error: 'controlCharacters' };
  if (kind === 'line' && text.includes('\n')) return { ok: false, error: 'singleLine' };
  return { ok: true, value: text };
}

const MESSAGES = { controlCharacters: 'must not contain control characters', singleLine: 'must be a single line' };

export function textError(property: string, error: keyof typeof MESSAGES): ValidationError {
  return { property, constraints: { [error]: `${property} ${MESSAGES[error]}` }, children: [] };
}

/**
 * Cleans every string of an input in place (nested inputs and lists included) and returns an
 * error for each one refused, named by its path (`lines.1.label`).
 */
export function cleanTextFields(input: object, path = '', depth = 0): ValidationError[] {
  if (depth > MAX_DEPTH) return [];
  const errors: ValidationError[] = [];
  for (const [property, value] of Object.entries(input)) {
    const field = path ? `${path}.${property}` : property;
    if (typeof value === 'string') {
      const cleaned = cleanText(value, kindOf(input, property));
      if (cleaned.ok) (input as Record<string, unknown>)[property] = cleaned.value;
      else errors.push(textError(field, cleaned.error));
    } else if (typeof value === 'object' && value !== null) {
      errors.push(...cleanTextFields(value, field, depth + 1));
    }
  }
  return errors;
}
