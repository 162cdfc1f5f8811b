import './shared/theme/global.css';
import { createI18n } from '@mmt/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { bindDocumentLanguage, startingLanguage } from './shared/i18n/language';
import { mirrorStoredLanguage } from './shared/i18n/language-cookie';

function start(container: HTMLElement): void {
  const { language, twin } = startingLanguage(window.location.pathname);
  if (twin) {
    // The visitor chose the other language before: its twin page instead (spec: canonical scheme).
    window.location.replace(twin + window.location.search + window.location.hash);
    return;
  }
  // The server renders the sign-in page in the stored choice: it learns it from its cookie.
  mirrorStoredLanguage();
  // The server renders only pages served with islands (app/islands): the application renders itself.
  const i18n = createI18n(language);
  bindDocumentLanguage(i18n);
  const router = createAppRouter(i18n);
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
start(container);
