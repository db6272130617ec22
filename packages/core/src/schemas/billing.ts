import { z } from 'zod';
import { checkFields } from '../validation-messages';

/**
 * Company billing details (spec 02 §3 "Billing info", §5 "Billing form"). One set of rules serves
 * the server (snake_case body), the form (camelCase) and the check before buying credits.
 */
export const BILLING_MESSAGES = {
  required: 'Vul alle verplichte velden in.',
  phone: 'Telefoonnummer moet beginnen met +31.',
  phoneDigits: 'Telefoonnummer moet na +31 uit 9 cijfers bestaan.',
  kvk: 'KvK-nummer moet uit precies 8 cijfers bestaan.',
  vat: 'BTW-nummer moet het formaat NL000000000B00 hebben.',
  costCenter: 'Kostenplaats mag maximaal 64 tekens bevatten.',
  country: 'Landcode moet uit 2 letters bestaan (bijvoorbeeld NL).',
  email: 'Vul een geldig e-mailadres in.',
  tooLong: 'Dit veld mag maximaal 255 tekens bevatten.',
  unavailable: 'Formulier is niet beschikbaar.',
  phoneHint: 'Zonder spaties of streepjes, bijvoorbeeld +31201234567.',
} as const;

export const DEFAULT_COUNTRY = 'NL';
export const DEFAULT_PHONE_PREFIX = '+31';
export const COST_CENTER_MAX_LENGTH = 64;

const KVK_PATTERN = /^\d{8}$/;
const VAT_PATTERN = /^NL\d{9}B\d{2}$/;
const PHONE_PATTERN = /^\+31\d{9}$/;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spaces and hyphens people type in a phone number carry no meaning: dropped before checking. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const requiredText = z
  .string({ error: BILLING_MESSAGES.required })
  .trim()
  .min(1, { error: BILLING_MESSAGES.required })
  .max(255, { error: BILLING_MESSAGES.tooLong });

/** Optional fields are sent as null when empty (spec 02 §5). */
const optionalText = (max: number, message: string = BILLING_MESSAGES.tooLong) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const billingFields = {
  name: requiredText,
  contact_person: optionalText(255),
  cost_center: optionalText(COST_CENTER_MAX_LENGTH, BILLING_MESSAGES.costCenter),
  account_email: requiredText.pipe(z.string().regex(EMAIL_PATTERN, { error: BILLING_MESSAGES.email })),
  address_line1: requiredText,
  address_line2: optionalText(255),
  postal_code: requiredText.pipe(z.string().max(16, { error: BILLING_MESSAGES.tooLong })),
  city: requiredText,
  country: requiredText
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(COUNTRY_PATTERN, { error: BILLING_MESSAGES.country })),
  phone_number: requiredText
    .transform(normalizePhone)
    .pipe(
      z
        .string()
        .startsWith(DEFAULT_PHONE_PREFIX, { error: BILLING_MESSAGES.phone })
        .regex(PHONE_PATTERN, { error: BILLING_MESSAGES.phoneDigits }),
    ),
  vat_number: requiredText
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(VAT_PATTERN, { error: BILLING_MESSAGES.vat })),
  kvk_number: requiredText.pipe(z.string().regex(KVK_PATTERN, { error: BILLING_MESSAGES.kvk })),
};

/** PUT /organization/settings/billing: every rule of spec 02 §5, checked by the server too. */
export const BillingUpdateSchema = z.object(billingFields);
export type BillingUpdateInput = z.input<typeof BillingUpdateSchema>;
export type BillingUpdate = z.output<typeof BillingUpdateSchema>;

/** What GET answers: every field null until an administrator fills them in. */
export const BillingInfoSchema = z.object({
  organization_id: z.string(),
  name: z.string().nullable(),
  contact_person: z.string().nullable(),
  cost_center: z.string().nullable(),
  account_email: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  kvk_number: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

/** The form's field names (spec 02 §3), all strings while typing. */
export interface BillingFormValues {
  name: string;
  contactPerson: string;
  costCenter: string;
  accountEmail: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  country: string;
  phoneNumber: string;
  vatNumber: string;
  kvkNumber: string;
}

export const BILLING_FORM_FIELDS: Record<keyof BillingFormValues, keyof BillingUpdate> = {
  name: 'name',
  contactPerson: 'contact_person',
  costCenter: 'cost_center',
  accountEmail: 'account_email',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  postalCode: 'postal_code',
  city: 'city',
  country: 'country',
  phoneNumber: 'phone_number',
  vatNumber: 'vat_number',
  kvkNumber: 'kvk_number',
};

export function toBillingFormValues(info: BillingInfo | null | undefined): BillingFormValues {
  return {
    name: info?.name ?? '',
    contactPerson: info?.contact_person ?? '',
    costCenter: info?.cost_center ?? '',
    accountEmail: info?.account_email ?? '',
    addressLine1: info?.address_line1 ?? '',
    addressLine2: info?.address_line2 ?? '',
    postalCode: info?.postal_code ?? '',
    city: info?.city ?? '',
    country: info?.country ?? DEFAULT_COUNTRY,
    phoneNumber: info?.phone_number ?? DEFAULT_PHONE_PREFIX,
    vatNumber: info?.vat_number ?? '',
    kvkNumber: info?.kvk_number ?? '',
  };
}

export function toBillingUpdateInput(values: BillingFormValues): BillingUpdateInput {
  const body: Record<string, string> = {};
  for (const [field, key] of Object.entries(BILLING_FORM_FIELDS)) {
    body[key] = values[field as keyof BillingFormValues];
  }
  return body as unknown as BillingUpdateInput;
}

export type BillingFormErrors = Partial<Record<keyof BillingFormValues, string>>;

/**
 * The form's check, with the same schema as the server: per field its message. A missing required
 * field is reported once for the form ('Vul alle verplichte velden in.') and marked per field.
 */
export function validateBillingForm(values: BillingFormValues): {
  data: BillingUpdate | null;
  errors: BillingFormErrors;
} {
  const checked = checkFields(BillingUpdateSchema, toBillingUpdateInput(values));
  if (checked.data) return { data: checked.data, errors: {} };
  const errors: BillingFormErrors = {};
  for (const [field, key] of Object.entries(BILLING_FORM_FIELDS)) {
    const message = checked.errors[key];
    if (message) errors[field as keyof BillingFormValues] = message;
  }
  return { data: null, errors };
}

/** Spec 02 §5: buying needs every required field filled and a phone starting with +31. */
export function isBillingComplete(info: BillingInfo | null | undefined): boolean {
  if (!info) return false;
  return BillingUpdateSchema.safeParse(info).success;
}
