import { addHoliday, type components, deleteHoliday, pageHolidays, updateHoliday } from '@zc/sdk';
import { holidayDayTypeLabels } from '@zc/sdk/labels';
import { useDeleteHoliday } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { CrudListPage } from '../shared/CrudListPage.tsx';
import { useCrud } from '../shared/crud.tsx';
import { holidayFilters } from './filters.ts';
import { HolidayFormDialog } from './HolidayFormDialog.tsx';

type Holiday = components['schemas']['Holiday'];

/** 节假日管理: the public holidays and the working days they move, by year. */
export function HolidayListPage() {
  const list = useList(pageHolidays, holidayFilters);
  const crud = useCrud<Holiday>({
    kind: '节假日',
    nameOf: (holiday) => `${holiday.holidayName}（${holiday.holidayDate}）`,
    calls: { add: addHoliday, edit: updateHoliday, remove: deleteHoliday },
    remove: useDeleteHoliday(),
  });
  const columns = columnsOf<Holiday>({
    holidayDate: ['日期', 'date'],
    holidayName: '名称',
    dayType: ['类型', holidayDayTypeLabels],
    year: '年份',
    remark: '备注',
    actions: crud.actionsColumn,
  });
  return (
    <CrudListPage
      label="节假日列表"
      list={list}
      columns={columns}
      crud={crud}
      form={(editing, close) => <HolidayFormDialog holiday={editing} onClose={close} />}
    />
  );
}
