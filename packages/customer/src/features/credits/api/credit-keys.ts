/** Every credits query key starts with CREDITS_KEY: invalidating it refreshes balance and history. */
export const CREDITS_KEY = ['credits'] as const;

export const creditKeys = {
  balance: () => [...CREDITS_KEY, 'balance'] as const,
  history: (limit: number) => [...CREDITS_KEY, 'history', limit] as const,
  paymentConfig: () => ['payments', 'config'] as const,
  pricing: () => ['payments', 'pricing'] as const,
  checkoutSession: (sessionId: string) => ['payments', 'session', sessionId] as const,
};
