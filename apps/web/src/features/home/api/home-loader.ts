import { HomeContentsDocument } from '@mmt/graphql';
import { request } from '../../../shared/graphql/request';
import { emptyHomeTexts, homeTextsFrom, type HomeTexts } from './home-texts';

const CONTENT_TIMEOUT_MS = 2500;

/**
 * The home route's loader: the editable hero texts. Never fails the page: a
 * slow or failing API means the libs/i18n texts are shown instead.
 */
export async function homeLoader({ request: routeRequest }: { request: Request }): Promise<HomeTexts> {
  try {
    const data = await request(HomeContentsDocument, {}, {
      signal: AbortSignal.any([routeRequest.signal, AbortSignal.timeout(CONTENT_TIMEOUT_MS)]),
      accessToken: null,
    });
    return homeTextsFrom(data);
  } catch (error) {
    if (!routeRequest.signal.aborted) console.error('Home content unavailable, using default texts', error);
    return emptyHomeTexts;
  }
}
