import { isBillingComplete } from '@caoscan/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { CreditsPage } from '../../../features/credits/components/credits-page';
import { useBillingInfo } from '../../../features/organization-settings/api/get-billing-info';
import { LinearProgress } from '@mui/material';
import { useHasPermission, useProfile } from '../../../lib/auth/profile';

/** Buying needs complete billing details (organisation settings); the route joins the two features. */
export default function CreditsRoute() {
  const navigate = useNavigate();
  const canViewCredits = useHasPermission('view_credits');
  const billing = useBillingInfo();
  const goToBilling = useCallback(() => navigate(paths.configuratie), [navigate]);
  // 'Geen toegang' only once the roles are known.
  if (useProfile().isPending) return <LinearProgress aria-label="Laden" />;
  return (
    <CreditsPage
      canViewCredits={canViewCredits}
      billing={{ isComplete: billing.data ? isBillingComplete(billing.data) : null }}
      onGoToBilling={goToBilling}
    />
  );
}
