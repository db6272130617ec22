import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  creditBalanceQueryOptions,
  useCreditBalance,
} from '../../../features/credits/api/get-credit-balance';
import type { CreditInfo } from '../../../features/scans/components/wizard/credit-notice';
import { paths } from '../../../config/paths';
import { useHasPermission } from '../../../lib/auth/profile';
import { useServices } from '../../../lib/services';

/**
 * The wizard needs the credits feature's balance (step 1) and refreshes it after a completed scan
 * (a credit was used). Features do not import each other, so the route joins them here.
 */
export function useWizardCredits(): { credits: CreditInfo; refreshCredits: () => void } {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const balance = useCreditBalance();
  const canBuy = useHasPermission('view_credits');
  const refreshCredits = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditBalanceQueryOptions(api).queryKey });
  }, [api, queryClient]);
  return {
    // Members may not read the balance (403): then the server's 402 on creation is the check.
    credits: {
      balance: balance.data?.current_balance ?? null,
      isLoading: balance.isPending && !balance.isError,
      buyCreditsPath: canBuy ? paths.credits : null,
    },
    refreshCredits,
  };
}
