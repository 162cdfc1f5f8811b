export * from './generated/graphql.js';
