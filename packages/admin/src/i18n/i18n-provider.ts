import polyglotI18nProvider from 'ra-i18n-polyglot';
import { nlMessages } from './nl';

/** Dutch only (spec 01 §1); missing keys fall back to English inside nlMessages, never raw keys. */
export const i18nProvider = polyglotI18nProvider(
  () => nlMessages,
  'nl',
  [{ locale: 'nl', name: 'Nederlands' }],
  {
    allowMissing: true,
  },
);
