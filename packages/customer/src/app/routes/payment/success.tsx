import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PaymentSuccess } from '../../../features/credits/components/payment-result';

/** Stripe (or the built-in test checkout) returns here with ?session_id=… after paying. */
export default function PaymentSuccessRoute() {
  const [params] = useSearchParams();
  return (
    <PaymentSuccess sessionId={params.get('session_id')} creditsPath={paths.credits} homePath={paths.home} />
  );
}
