import type { ValidationError } from '@nestjs/common';

/** C0 controls but tab and line feed, DEL and C1 controls: never meant as text (PostgreSQL refuses NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const MAX_DEPTH = 10;
const VERBATIM = Symbol('verbatimText');

/**
 * A text field taken exactly as typed (a password): not trimmed nor normalised. Control
 * characters are still refused.
 */
export function VerbatimText(): PropertyDecorator {
  return (target, property) => {
    const fields: Set<string | symbol> = Object.prototype.hasOwnProperty.call(target, VERBATIM)
      ? (target as Record<symbol, Set<string | symbol>>)[VERBATIM]
      : new Set((target as Record<symbol, Set<string | symbol>>)[VERBATIM]);
    fields.add(property);
    Object.defineProperty(target, VERBATIM, { value: fields, configurable: true });
  };
}

function isVerbatim(owner: object, property: string): boolean {
  return (owner as Record<symbol, Set<string> | undefined>)[VERBATIM]?.has(property) ?? false;
}

export type CleanText = { ok: true; value: string } | { ok: false };

/** Line breaks made \n, trimmed, NFC; refused when a control character other than \n or \t remains. */
export function cleanText(value: string, { verbatim = false } = {}): CleanText {
  if (verbatim) return CONTROL_CHARACTERS.test(value) ? { ok: false } : { ok: true, value };
  const text = value.replace(/\r\n?/g, '\n').trim().normalize('NFC');
  return CONTROL_CHARACTERS.test(text) ? { ok: false } : { ok: true, value: text };
}

export function controlCharactersError(property: string): ValidationError {
  return { property, constraints: { controlCharacters: `${property} must not contain control characters` }, children: [] };
}

/**
 * Cleans every string of an input in place (nested inputs and lists included) and returns an
 * error for each one holding control characters, named by its path (`lines.1.label`).
 */
export function cleanTextFields(input: object, path = '', depth = 0): ValidationError[] {
  if (depth > MAX_DEPTH) return [];
  const errors: ValidationError[] = [];
  for (const [property, value] of Object.entries(input)) {
    const field = path ? `${path}.${property}` : property;
    if (typeof value === 'string') {
      const cleaned = cleanText(value, { verbatim: isVerbatim(input, property) });
      if (cleaned.ok) (input as Record<string, unknown>)[property] = cleaned.value;
      else errors.push(controlCharactersError(field));
    } else if (typeof value === 'object' && value !== null) {
      errors.push(...cleanTextFields(value, field, depth + 1));
    }
  }
  return errors;
}
