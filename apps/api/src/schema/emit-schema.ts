import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';

/**
 * Writes the GraphQL schema (SDL) for codegen without a database or a listening server:
 * the data source is initialised only by startApp(), which this never calls.
 */
const target = resolve(process.argv[2] ?? 'libs/graphql/schema.graphql');
const app = await createApp({
  config: { ...loadConfig(), graphqlIde: false },
  database: { owner: null, app: 'postgres://schema-only@127.0.0.1:1/none' },
  schemaFile: target,
  serveWeb: false,
});
await app.init();
await app.close();
console.log(`GraphQL schema written to ${target}`);
