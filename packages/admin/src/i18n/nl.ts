import dutchMessages from 'ra-language-dutch';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './merge-messages';
import { nlV5Additions } from './nl-v5-additions';

/** Resource names and field labels of the back-office screens (spec 01 §2–3). */
const resources = {
  organizations: {
    name: 'Organisatie |||| Organisaties',
    fields: {
      name: 'Organisatie',
      type: 'Type',
      parent_id: 'Bovenliggende organisatie',
      parent_name: 'Bovenliggende organisatie',
      admin_count: 'Admins',
      user_count: 'Gebruikers',
      credit_balance: 'Credits',
      created_at: 'Aangemaakt',
    },
  },
  users: {
    name: 'Gebruiker |||| Gebruikers',
    fields: {
      email: 'E-mail',
      email_confirmed: 'Bevestigd',
      organization: 'Organisatie',
      'organization.name': 'Organisatie',
      roles: 'Rollen',
      status: 'Status',
      created_at: 'Aangemaakt',
      last_sign_in: 'Laatst ingelogd',
    },
  },
  'cao-scans': {
    name: 'Scan |||| Alle scans',
    fields: {
      name: 'Naam',
      'created_by.email': 'E-mail',
      status: 'Status',
      created_at: 'Aangemaakt',
      client_cao_sector: 'Sector klant-cao',
    },
  },
  caos: {
    name: 'Cao |||| Cao-catalogus',
    fields: {
      name: 'Naam van de cao',
      sector: 'Sector',
      mode: 'Voor',
      cao_id: 'Cao',
      label: 'Versie',
      term_start: 'Looptijd vanaf',
      term_end: 'Looptijd tot en met',
      file: 'Document',
    },
  },
  roles: {
    name: 'Rol |||| Rollen',
    fields: { name: 'Naam', description: 'Beschrijving' },
  },
  invitations: {
    name: 'Uitnodiging |||| Uitnodigingen',
    fields: {
      email: 'E-mail',
      status: 'Status',
      role_name: 'Rol',
      organization_name: 'Organisatie',
      created_at: 'Uitgenodigd op',
      expires_at: 'Verloopt op',
    },
  },
};

/**
 * The Dutch catalogue: react-admin 5's English messages underneath (so a key the v4-era Dutch
 * package lacks never shows raw), the Dutch package on top, our v5 additions, then our resources.
 */
export const nlMessages = mergeMessages(englishMessages, dutchMessages, nlV5Additions, {
  resources,
}) as unknown as TranslationMessages;
