// What the API and the web app must agree on: the web's route table (the API links into it),
// the server rendering of the public site, and the error codes.
export * from './paths.js';
export * from './access.js';
export { SESSION_HINT_COOKIE } from './session-hint.js';
export type { ErrorCode, FieldError } from './errors.js';
export { PAGE_STYLES_SLOT } from './server-rendering.js';
export type { PublicData, RenderOptions, RenderResult, SiteChanges, WebServerEntry } from './server-rendering.js';
