import type { TestServer } from './harness';
import { api, type TestUser } from './sign-in';

export const VALID_BILLING = {
  name: 'Voorbeeld Uitzend B.V.',
  contact_person: 'Sanne de Vries',
  cost_center: 'KP-100',
  account_email: 'facturen@voorbeeld.test',
  address_line1: 'Kanaalweg 12',
  address_line2: null,
  postal_code: '3521 AB',
  city: 'Utrecht',
  country: 'NL',
  phone_number: '+31301234567',
  vat_number: 'NL123456789B01',
  kvk_number: '12345678',
};

export async function saveBilling(server: TestServer, user: TestUser) {
  const response = await api(server, user, 'PUT', '/organization/settings/billing', VALID_BILLING);
  if (response.status !== 200)
    throw new Error(`billing: ${response.status} ${JSON.stringify(response.body)}`);
}

export async function readBalance(server: TestServer, user: TestUser): Promise<number> {
  return (await api(server, user, 'GET', '/credits/balance')).body.current_balance as number;
}

export async function purchaseEntries(server: TestServer, organizationId: string) {
  return server.database.db
    .selectFrom('credit_transactions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('transaction_type', '=', 'purchase')
    .execute();
}
