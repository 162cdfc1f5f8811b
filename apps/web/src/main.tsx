import './shared/theme/global.css';
import { createI18n } from '@mmt/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { readPageData } from './app/page-data';
import { hydrationState, type ServerPayload } from './app/server-payload';
import { bindDocumentLanguage } from './shared/i18n/language';
import { startingLanguage } from './shared/i18n/stored-language';

async function start(container: HTMLElement): Promise<void> {
  const { language, twin } = startingLanguage(window.location.pathname);
  if (twin) {
    // The visitor chose the other language before: its twin page instead (spec: canonical scheme).
    window.location.replace(twin + window.location.search + window.location.hash);
    return;
  }
  const payload = readPageData<ServerPayload>();
  const i18n = createI18n(payload?.language ?? language);
  if (payload) {
    for (const [namespace, texts] of Object.entries(payload.texts)) i18n.addResourceBundle(payload.language, namespace, texts, true, true);
  }
  bindDocumentLanguage(i18n);
  const router = await createAppRouter(i18n, payload ? hydrationState(payload) : undefined);
  const app = (
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>
  );
  if (payload) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
