import SecurityIcon from '@mui/icons-material/Security';
import { RoleList } from './role-list';

export default {
  list: RoleList,
  icon: SecurityIcon,
  recordRepresentation: 'name',
};
