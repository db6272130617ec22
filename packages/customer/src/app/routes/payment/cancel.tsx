import { paths } from '../../../config/paths';
import { PaymentCancel } from '../../../features/credits/components/payment-result';

export default function PaymentCancelRoute() {
  return <PaymentCancel creditsPath={paths.credits} homePath={paths.home} />;
}
