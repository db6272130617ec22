import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-scans';
import * as m0003 from './0003-document-texts';
import * as m0004 from './0004-read-indexes';
import * as m0005 from './0005-billing-and-checkout';
import * as m0006 from './0006-team';
import * as m0007 from './0007-admin-audit';
import * as m0009 from './0009-ledger-list-index';
import * as m0010 from './0010-scan-corrections';
import * as m0011 from './0011-file-library-and-list-index';
import * as m0015 from './0015-admin-list-indexes';
import * as m0016 from './0016-rate-limits';
import * as m0017 from './0017-cao-catalogue';
import * as m0018 from './0018-cao-version-alerts';
import * as m0019 from './0019-cao-version-alert-runs';
import * as m0020 from './0020-table-row-counts';
import * as m0021 from './0021-cao-alert-emails';
import * as m0022 from './0022-organization-member-counts';

/** Every migration, in order. Add a file `NNNN-name.ts` and list it here; never edit a landed one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-scans': m0002,
  '0003-document-texts': m0003,
  '0004-read-indexes': m0004,
  '0005-billing-and-checkout': m0005,
  '0006-team': m0006,
  '0007-admin-audit': m0007,
  '0009-ledger-list-index': m0009,
  '0010-scan-corrections': m0010,
  '0011-file-library-and-list-index': m0011,
  '0015-admin-list-indexes': m0015,
  '0016-rate-limits': m0016,
  '0017-cao-catalogue': m0017,
  '0018-cao-version-alerts': m0018,
  '0019-cao-version-alert-runs': m0019,
  '0020-table-row-counts': m0020,
  '0021-cao-alert-emails': m0021,
  '0022-organization-member-counts': m0022,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
