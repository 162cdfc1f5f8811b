export * from './generated/graphql.js';
export * from './generated/operation-texts.js';
