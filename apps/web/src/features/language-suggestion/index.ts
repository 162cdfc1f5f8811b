export { LanguageSuggestion } from './components/language-suggestion';
