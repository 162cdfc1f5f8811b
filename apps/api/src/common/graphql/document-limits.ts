import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode, type ValidationRule } from 'graphql';

/** Apollo's parser refuses longer documents (syntax errors stay 400; docs/security.md's max-tokens trap). */
export const MAX_TOKENS = 1000;
/** How often one response name may be selected in one selection set (inline fragments included). */
export const MAX_SAME_FIELD = 3;

/**
 * Why a document is refused before validation, or null. GraphQL's validation compares every pair
 * of fields that share a response name (OverlappingFieldsCanBeMerged): 740 copies of `me { id }`
 * cost seconds of CPU. Real documents select a name a few times at most (across inline fragments)
 * and spread a fragment once per selection set; refusing anything else keeps validation linear.
 * One pass over the document, no recursion into fragments.
 */
export function documentTooRepetitive(document: DocumentNode): string | null {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const pending: SelectionSetNode[] = [definition.selectionSet];
    for (let set = pending.pop(); set; set = pending.pop()) {
      const fields = new Map<string, number>();
      const spreads = new Set<string>();
      // This set and its inline fragments form one set of fields to merge.
      const merged: SelectionSetNode[] = [set];
      for (let part = merged.pop(); part; part = merged.pop()) {
        for (const selection of part.selections) {
          if (selection.kind === Kind.INLINE_FRAGMENT) {
            merged.push(selection.selectionSet);
          } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
            if (spreads.has(selection.name.value)) return `Fragment "${selection.name.value}" is spread more than once in one selection set.`;
            spreads.add(selection.name.value);
          } else {
            const name = selection.alias?.value ?? selection.name.value;
            const count = (fields.get(name) ?? 0) + 1;
            if (count > MAX_SAME_FIELD) return `Field "${name}" is selected more than ${MAX_SAME_FIELD} times in one selection set.`;
            fields.set(name, count);
            if (selection.selectionSet) pending.push(selection.selectionSet);
          }
        }
      }
    }
  }
  return null;
}

/** Stand-ins for refused documents, with the reason to report. */
const refusals = new WeakMap<DocumentNode, string>();

/**
 * Refuses a too repetitive document before validation, answered 400 GRAPHQL_VALIDATION_FAILED.
 * Apollo answers an error thrown from a plugin hook with 500, so instead validation is handed an
 * empty stand-in document, which refusedDocumentRule reports (it must be among validationRules).
 */
export function documentLimitsPlugin(): ApolloServerPlugin {
  return {
    requestDidStart: async () => ({
      validationDidStart: async (requestContext) => {
        const problem = documentTooRepetitive(requestContext.document);
        if (!problem) return;
        const standIn: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };
        refusals.set(standIn, problem);
        (requestContext as { document: DocumentNode }).document = standIn;
      },
    }),
  };
}

export const refusedDocumentRule: ValidationRule = (context) => ({
  Document(node) {
    const problem = refusals.get(node);
    if (problem) context.reportError(new GraphQLError(problem));
  },
});
