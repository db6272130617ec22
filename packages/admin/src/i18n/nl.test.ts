import dutchMessages from 'ra-language-dutch';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { listMessageKeys } from './merge-messages';
import { nlMessages } from './nl';
import { nlV5Additions } from './nl-v5-additions';

const englishKeys = listMessageKeys(englishMessages);

describe('Dutch react-admin messages', () => {
  it('names the react-admin 5 keys the v4-era Dutch package lacks', () => {
    const dutchKeys = new Set(listMessageKeys(dutchMessages));
    const missing = englishKeys.filter((key) => !dutchKeys.has(key));
    // If this list changes, react-admin or ra-language-dutch moved: update nl-v5-additions.ts.
    expect(missing).toEqual([
      'ra.action.reset',
      'ra.action.search_columns',
      'ra.action.select_all_button',
      'ra.action.update_application',
      'ra.page.access_denied',
      'ra.page.authentication_error',
      'ra.message.access_denied',
      'ra.message.authentication_error',
      'ra.message.auth_error',
      'ra.message.clear_array_input',
      'ra.message.select_all_limit_reached',
      'ra.message.placeholder_data_warning',
      'ra.navigation.clear_filters',
      'ra.navigation.no_filtered_results',
      'ra.auth.email',
      'ra.notification.application_update_available',
      'ra.notification.offline',
      'ra.validation.unique',
      'ra.guesser.empty.title',
      'ra.guesser.empty.message',
    ]);
    const additions = new Set(listMessageKeys(nlV5Additions));
    expect(missing.filter((key) => !additions.has(key))).toEqual([]);
  });

  it('has every key of the English messages', () => {
    const merged = new Set(listMessageKeys(nlMessages));
    expect(englishKeys.filter((key) => !merged.has(key))).toEqual([]);
  });

  it('speaks Dutch for the common actions and our resources', () => {
    const read = (path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], nlMessages);
    expect(read('ra.action.save')).toBe('Opslaan');
    expect(read('ra.auth.logout')).toBe('Uitloggen');
    expect(read('ra.navigation.clear_filters')).toBe('Filters wissen');
    expect(read('resources.organizations.name')).toBe('Organisatie |||| Organisaties');
    expect(read('resources.cao-scans.name')).toContain('Alle scans');
    expect(read('resources.users.fields.email')).toBe('E-mail');
  });
});
