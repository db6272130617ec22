import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CreditCreate } from './credit-create';
import { CreditList } from './credit-list';

/** The credit ledger across organisations; its create is a manual adjustment. */
export default {
  list: CreditList,
  create: CreditCreate,
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'description',
};
