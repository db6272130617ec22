import type { BillingInfo, BillingUpdate } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';

const EMPTY = {
  name: null,
  contact_person: null,
  cost_center: null,
  account_email: null,
  address_line1: null,
  address_line2: null,
  postal_code: null,
  city: null,
  country: null,
  phone_number: null,
  vat_number: null,
  kvk_number: null,
  updated_at: null,
};

/** The organisation's billing details; every field null until an administrator saved them. */
export async function readBillingInfo(db: Db, organizationId: string): Promise<BillingInfo> {
  const row = await db
    .selectFrom('organization_billing')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return { organization_id: organizationId, ...EMPTY };
  const { updated_by: _updatedBy, updated_at, ...fields } = row;
  return { ...fields, updated_at: updated_at.toISOString() };
}

export async function saveBillingInfo(
  db: Db,
  organizationId: string,
  userId: string,
  billing: BillingUpdate,
): Promise<BillingInfo> {
  const values = { ...billing, updated_by: userId, updated_at: sql<Date>`now()` };
  await db
    .insertInto('organization_billing')
    .values({ organization_id: organizationId, ...values })
    .onConflict((oc) => oc.column('organization_id').doUpdateSet(values))
    .execute();
  return readBillingInfo(db, organizationId);
}
