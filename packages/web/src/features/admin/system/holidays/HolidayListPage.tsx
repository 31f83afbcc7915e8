import { addHoliday, deleteHoliday, pageHolidays, updateHoliday } from '@zc/sdk';
import { holidayDayTypeLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { holidayFilters } from './filters.ts';
import { HolidayFormDialog } from './HolidayFormDialog.tsx';

/** 节假日管理: the public holidays and the working days they move, by year. */
export function HolidayListPage() {
  return (
    <CrudListPage
      list={useList(pageHolidays, holidayFilters)}
      kind="节假日"
      nameOf={(holiday) => `${holiday.holidayName}（${holiday.holidayDate}）`}
      calls={{ add: addHoliday, edit: updateHoliday, remove: deleteHoliday }}
      batchRemove
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
