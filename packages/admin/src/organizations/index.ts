import BusinessIcon from '@mui/icons-material/Business';
import { OrganizationList } from './organization-list';

export default {
  list: OrganizationList,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
