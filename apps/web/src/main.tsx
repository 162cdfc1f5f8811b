import './shared/theme/global.css';
import { createI18n } from '@mmt/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bindDocumentLanguage, readStoredLanguage } from './shared/i18n/language';

const i18n = createI18n(readStoredLanguage());
bindDocumentLanguage(i18n);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
