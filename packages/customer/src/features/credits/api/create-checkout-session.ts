import { ApiError, type ApiClient, type CheckoutSessionCreated } from '@caoscan/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const CHECKOUT_ERROR_MESSAGE = 'Kon betalingssessie niet aanmaken';
export const REDIRECT_ERROR_MESSAGE = 'Kon niet doorverwijzen naar betaling';

/** POST /payments/create-checkout-session — answers the payment page to send the browser to. */
export function createCheckoutSession(api: ApiClient, quantity: number): Promise<CheckoutSessionCreated> {
  return api.createCheckoutSession(quantity);
}

/** The server refused because the billing details are not complete (spec 02 §5). */
export function isBillingIncompleteError(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === 'billing_incomplete'
  );
}

export function useCreateCheckoutSession() {
  const { api } = useServices();
  return useMutation({ mutationFn: (quantity: number) => createCheckoutSession(api, quantity) });
}
