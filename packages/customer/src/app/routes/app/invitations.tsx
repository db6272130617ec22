import { InvitationsPage } from '../../../features/invitations/components/invitations-page';

export default function InvitationsRoute() {
  return <InvitationsPage />;
}
