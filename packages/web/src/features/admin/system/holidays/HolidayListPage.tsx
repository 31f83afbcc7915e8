import { addHoliday, type components, deleteHoliday, pageHolidays, updateHoliday } from '@zc/sdk';
import { holidayDayTypeLabels } from '@zc/sdk/labels';
import { useDeleteHoliday } from '@zc/sdk/react';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { holidayFilters } from './filters.ts';
import { HolidayFormDialog } from './HolidayFormDialog.tsx';

type Holiday = components['schemas']['Holiday'];

/** 节假日管理: the public holidays and the working days they move, by year. */
export function HolidayListPage() {
  return (
    <CrudListPage<Holiday>
      label="节假日列表"
      list={useList(pageHolidays, holidayFilters)}
      crud={{
        kind: '节假日',
        nameOf: (holiday) => `${holiday.holidayName}（${holiday.holidayDate}）`,
        calls: { add: addHoliday, edit: updateHoliday, remove: deleteHoliday },
        remove: useDeleteHoliday(),
        batchRemove: true,
      }}
      columns={{
        holidayDate: ['日期', 'date'],
        holidayName: '名称',
        dayType: ['类型', holidayDayTypeLabels],
        year: '年份',
        remark: '备注',
      }}
      form={(editing, close) => <HolidayFormDialog holiday={editing} onClose={close} />}
    />
  );
}
