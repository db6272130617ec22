import { CREDIT_AMOUNT_MESSAGE, CREDIT_DESCRIPTION_MESSAGE } from '@caoscan/core';

/** Spec 01 §5: a non-zero whole number, positive or negative. */
export function validateCreditAmount(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return CREDIT_AMOUNT_MESSAGE;
  const amount = Number(value);
  return Number.isInteger(amount) && amount !== 0 ? undefined : CREDIT_AMOUNT_MESSAGE;
}

/** Spec 01 §5: the reason is required (spaces alone are no reason). */
export function validateCreditDescription(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? undefined : CREDIT_DESCRIPTION_MESSAGE;
}
