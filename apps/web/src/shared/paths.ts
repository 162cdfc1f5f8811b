// The route table lives in the contract lib, where the API builds its links into the web from it
// too; the web's modules take it from here.
export { accessFor, ENGLISH_PREFIX, isServiceSlug, isSignInPath, paths, serviceSlugs, type ServiceSlug } from '@mmt/contract';
