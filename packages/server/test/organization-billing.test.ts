import { BILLING_MESSAGES } from '@caoscan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { VALID_BILLING } from './payments-helpers';
import { api, createOrganization, createSignedInUser, type TestUser } from './sign-in';

describe('organisation billing details', () => {
  let server: TestServer;
  let orgAdmin: TestUser;
  let member: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    const organizationId = await createOrganization(server);
    [orgAdmin, member, outsider] = await Promise.all([
      createSignedInUser(server, organizationId, 'org_administrator', 'beheerder'),
      createSignedInUser(server, organizationId, 'org_member', 'lid'),
      createSignedInUser(server, await createOrganization(server), 'org_administrator', 'ander'),
    ]);
  }, 180_000);
  afterAll(() => server.close());

  const put = (user: TestUser | null, body: object) =>
    api(server, user, 'PUT', '/organization/settings/billing', body);

  it('is empty until saved, and readable by every member', async () => {
    const response = await api(server, member, 'GET', '/organization/settings/billing');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      organization_id: member.organizationId,
      name: null,
      kvk_number: null,
    });
  });

  it.each([
    ['name', '', BILLING_MESSAGES.required],
    ['account_email', '   ', BILLING_MESSAGES.required],
    ['phone_number', '0301234567', BILLING_MESSAGES.phone],
    ['kvk_number', '1234567', BILLING_MESSAGES.kvk],
    ['kvk_number', '123456789', BILLING_MESSAGES.kvk],
    ['vat_number', 'NL12345678B01', BILLING_MESSAGES.vat],
    ['vat_number', 'BE123456789B01', BILLING_MESSAGES.vat],
    ['cost_center', 'k'.repeat(65), BILLING_MESSAGES.costCenter],
    ['country', 'NLD', BILLING_MESSAGES.country],
    ['country', 'N1', BILLING_MESSAGES.country],
  ])('refuses %s = %j with its Dutch message', async (field, value, message) => {
    const response = await put(orgAdmin, { ...VALID_BILLING, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain(message);
  });

  it('refuses a body missing a required field', async () => {
    const { kvk_number: _kvk, ...rest } = VALID_BILLING;
    const response = await put(orgAdmin, rest);
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain(BILLING_MESSAGES.required);
  });

  it('saves valid details normalised (upper case VAT and country, optional empty as null)', async () => {
    const response = await put(orgAdmin, {
      ...VALID_BILLING,
      vat_number: 'nl123456789b01',
      country: 'nl',
      phone_number: '+31 30-123 4567',
      cost_center: '',
      contact_person: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vat_number: 'NL123456789B01',
      country: 'NL',
      phone_number: '+31301234567',
      cost_center: null,
      contact_person: null,
    });
    const read = await api(server, member, 'GET', '/organization/settings/billing');
    expect(read.body.name).toBe(VALID_BILLING.name);
  });

  it('cannot be changed by a member, nor seen or changed across organisations', async () => {
    const denied = await put(member, { ...VALID_BILLING, name: 'Overgenomen B.V.' });
    expect(denied.status).toBe(403);
    const other = await api(server, outsider, 'GET', '/organization/settings/billing');
    expect(other.body).toMatchObject({ organization_id: outsider.organizationId, name: null });
    expect((await api(server, null, 'GET', '/organization/settings/billing')).status).toBe(401);
    const read = await api(server, member, 'GET', '/organization/settings/billing');
    expect(read.body.name).toBe(VALID_BILLING.name);
  });

  it('and a member cannot switch scan sharing either', async () => {
    const response = await api(server, member, 'PUT', '/organization/settings/share-scans', {
      share_scans_with_organization: true,
    });
    expect(response.status).toBe(403);
  });
});
