import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './audit-log-list';

/** Read-only: entries are written by the server inside each change's transaction. */
export default { list: AuditLogList, icon: HistoryIcon };
