import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

/** What the web build says its pages reach outside this site (external-origins.json, see apps/web/vite.config.ts). */
interface WebExternalOrigins {
  'connect-src'?: string[];
  'frame-src'?: string[];
}

async function webExternalOrigins(webDistDir: string | null): Promise<WebExternalOrigins> {
  const file = webDistDir && join(webDistDir, 'external-origins.json');
  return file && existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as WebExternalOrigins) : {};
}

/**
 * Helmet's CSP directives: this origin, plus each outside origin the site really uses — the IP
 * lookup and geocoding services and the documentation viewer (from the web build), WordPress media
 * (WORDPRESS_URL). No scheme-wide sources, no inline scripts; nobody may frame the site.
 */
export async function contentSecurityPolicy(config: AppConfig, webDistDir: string | null) {
  const web = await webExternalOrigins(webDistDir);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    // data: also for the images only a signed-in viewer may see (a visit's photos, a signature),
    // fetched with the Bearer token and shown as data: URLs (AuthorizedImage).
    imgSrc: ["'self'", 'data:', new URL(config.wordpressUrl).origin],
    connectSrc: ["'self'", ...(web['connect-src'] ?? [])],
    frameSrc: web['frame-src'] ?? ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
