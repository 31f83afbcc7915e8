import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../../app/search.ts';
import { MaterialListPage } from '../../../features/supplier/materials/MaterialListPage.tsx';

export const Route = createFileRoute('/_workbench/(supplier)/supplier-material-manager')({
  staticData: { title: '物料管理' },
  validateSearch: listSearch(['materialName', 'materialCode']),
  component: MaterialListPage,
});
