import { documentBoundsProblems, type BoundsProblem, type ZeroVatCause } from '@mmt/billing';
import type { DocumentLineInput, LabourTime } from '@mmt/graphql';
import { parseEuros } from '../../../shared/format/euros';

/** A line as typed: the unit price in euros, as text. */
export interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: number;
  zeroVatCause: ZeroVatCause | null;
  /** A labour line: the server prices it (a VIP member's plan rate for these hours, else the list rate); its price field is not used. */
  labour?: LabourTime | null;
}

/** A quantity as typed ("2,5" or "2.5"); null when it is not a number. */
export const quantityOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : null;
};

export interface LinesMessages {
  /** An amount or a quantity that cannot be read. */
  unreadable: string;
  /** A quantity, a price, a line or the total past the bounds the API holds them to (@mmt/billing). */
  bound: (problem: BoundsProblem) => string;
}

/**
 * The lines as the API takes them, or the field errors of those that cannot be read or go past
 * the bounds (the same check as the API's, so the form says so before sending); the API checks
 * the rest.
 */
export function linesInput(drafts: LineDraft[], messages: LinesMessages): { lines: DocumentLineInput[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines = drafts.map((draft, index) => {
    const unitPriceCents = draft.labour ? 0 : parseEuros(draft.unitPrice);
    const quantity = quantityOf(draft.quantity);
    if (unitPriceCents === null) errors[`lines.${index}.unitPriceCents`] = messages.unreadable;
    if (quantity === null) errors[`lines.${index}.quantity`] = messages.unreadable;
    const line = {
      description: draft.description,
      quantity: quantity ?? 0,
      unitPriceCents: unitPriceCents ?? 0,
      vatRate: draft.vatRate,
      zeroVatCause: draft.vatRate === 0 ? draft.zeroVatCause : null,
    };
    return draft.labour ? { ...line, labour: draft.labour } : line;
  });
  for (const problem of documentBoundsProblems(lines)) errors[problem.field] ??= messages.bound(problem);
  return { lines, errors };
}
