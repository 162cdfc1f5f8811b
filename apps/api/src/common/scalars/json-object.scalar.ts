import { GraphQLError, GraphQLScalarType } from 'graphql';

/** A JSON object in answers only (nested site texts); never accepted as input. */
export const GraphQLJSONObject = new GraphQLScalarType({
  name: 'JSONObject',
  description: 'A JSON object (output only).',
  serialize(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new GraphQLError('JSONObject must be an object');
    return value;
  },
  parseValue() {
    throw new GraphQLError('JSONObject is not accepted as input');
  },
  parseLiteral() {
    throw new GraphQLError('JSONObject is not accepted as input');
  },
});
