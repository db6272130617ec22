import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { InvitationSignIn } from '../../../features/auth/components/invitation-sign-in';
import { AcceptInvitation } from '../../../features/invitations/components/accept-invitation';

/** Public: /accept-invitation?token=… (spec 01 §2). The sign-in buttons come from the auth feature. */
export default function AcceptInvitationRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard>
      <AcceptInvitation
        token={params.get('token')?.trim() || null}
        renderSignIn={(email) => <InvitationSignIn email={email} />}
      />
    </AuthCard>
  );
}
