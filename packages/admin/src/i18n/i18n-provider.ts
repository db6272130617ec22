import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { nlMessages } from './nl';

/** Dutch is the interface language (spec 01 §1); English stays selectable for support staff. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? englishMessages : nlMessages),
  'nl',
  [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: true },
);
