import { SESSION_HINT_COOKIE } from '@mmt/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';

export const REFRESH_COOKIE = 'refresh_token';
/** Only the GraphQL endpoint ever needs it. */
const COOKIE_PATH = '/graphql';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] || undefined;
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: COOKIE_PATH,
    expires: expiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { sameSite: 'strict', secure: config.cookieSecure, path: '/', expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { sameSite: 'strict', secure: config.cookieSecure, path: '/' });
}
