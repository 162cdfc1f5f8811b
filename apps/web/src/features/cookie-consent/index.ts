export { CookieBanner } from './components/cookie-banner';
