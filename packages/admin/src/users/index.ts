import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './user-list';

export default {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
