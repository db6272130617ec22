import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { CaoList } from './cao-list';
import { CaoShow } from './cao-show';
import { CaoVersionCreate } from './cao-version-create';

/** The cao catalogue (issue K): cao's with their versions; its show is one cao; its create uploads a version. */
export default {
  list: CaoList,
  show: CaoShow,
  create: CaoVersionCreate,
  icon: LibraryBooksIcon,
  recordRepresentation: 'name',
};
