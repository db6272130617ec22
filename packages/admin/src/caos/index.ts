import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { CaoList } from './cao-list';
import { CaoVersionCreate } from './cao-version-create';

/** The cao catalogue (issue K): cao's with their versions; its create uploads a version. */
export default {
  list: CaoList,
  create: CaoVersionCreate,
  icon: LibraryBooksIcon,
  recordRepresentation: 'name',
};
