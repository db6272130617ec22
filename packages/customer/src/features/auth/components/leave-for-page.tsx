import { useEffect } from 'react';
import { FullPageMessage } from '../../../components/full-page-message';

/** Leaves this app for another one on the same origin (the back-office at /admin): a full page load. */
export function LeaveForPage({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return <FullPageMessage loading title="Laden..." />;
}
