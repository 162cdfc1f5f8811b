import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (original: Error) => new GraphQLError(original.message, { originalError: original });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached or is going away, also wrapped', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new QueryFailedError('SELECT 1', [], withCode('terminating connection due to administrator command', '57P01')),
      new QueryFailedError('SELECT 1', [], withCode('the database system is starting up', '57P03')),
      withCode('connection failure', '08006'),
    ]) {
      expect({ message: error.message, unavailable: isDatabaseUnavailable(wrapped(error)) }).toEqual({ message: error.message, unavailable: true });
    }
  });

  it('leaves other faults alone: a failed query is a bug, not an outage', () => {
    expect(isDatabaseUnavailable(wrapped(new QueryFailedError('SELECT x', [], withCode('relation "x" does not exist', '42P01'))))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(new TypeError('undefined is not a function')))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
