import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  isBillingComplete,
  toBillingFormValues,
  validateBillingForm,
  type BillingFormValues,
} from './billing';

const valid: BillingFormValues = {
  name: 'Voorbeeld Uitzend B.V.',
  contactPerson: '',
  costCenter: '',
  accountEmail: 'facturen@voorbeeld.test',
  addressLine1: 'Kanaalweg 12',
  addressLine2: '',
  postalCode: '1234 AB',
  city: 'Utrecht',
  country: 'nl',
  phoneNumber: '+31 20-123 4567',
  vatNumber: 'nl123456789b01',
  kvkNumber: '12345678',
};

describe('billing rules (spec 02 §5)', () => {
  it('accepts a complete form, uppercases VAT and country, drops phone spaces, sends empty optionals as null', () => {
    const { data, errors } = validateBillingForm(valid);
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      country: 'NL',
      vat_number: 'NL123456789B01',
      phone_number: '+31201234567',
      contact_person: null,
      cost_center: null,
      address_line2: null,
    });
  });

  it.each([
    ['name', '', BILLING_MESSAGES.required],
    ['phoneNumber', '0201234567', BILLING_MESSAGES.phone],
    ['kvkNumber', '1234567', BILLING_MESSAGES.kvk],
    ['kvkNumber', '1234567a', BILLING_MESSAGES.kvk],
    ['vatNumber', 'NL123456789X01', BILLING_MESSAGES.vat],
    ['costCenter', 'x'.repeat(65), BILLING_MESSAGES.costCenter],
    ['country', 'NLD', BILLING_MESSAGES.country],
  ] as const)('%s = %j gives its message', (field, value, message) => {
    expect(validateBillingForm({ ...valid, [field]: value }).errors[field]).toBe(message);
  });

  it('starts an empty form with country NL and phone +31; complete only when every rule holds', () => {
    const empty = toBillingFormValues(null);
    expect(empty.country).toBe('NL');
    expect(empty.phoneNumber).toBe('+31');
    expect(isBillingComplete(null)).toBe(false);
    const info = {
      organization_id: 'o',
      updated_at: null,
      name: 'A',
      contact_person: null,
      cost_center: null,
      account_email: 'a@b.nl',
      address_line1: 'Straat 1',
      address_line2: null,
      postal_code: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
      phone_number: '+31201234567',
      vat_number: 'NL123456789B01',
      kvk_number: '12345678',
    };
    expect(isBillingComplete(info)).toBe(true);
    expect(isBillingComplete({ ...info, phone_number: '0201234567' })).toBe(false);
  });
});
