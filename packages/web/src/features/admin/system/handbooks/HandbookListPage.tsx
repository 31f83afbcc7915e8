import { addFileHandBook, deleteFileHandBook, pageFileHandBooks, updateFileHandBook } from '@zc/sdk';
import { enabledFlagLabels, handBookHandBookTypeLabels } from '@zc/sdk/labels';
import { handBookFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { useFileDownload } from '../shared/file-download.ts';
import { handbookFilters } from './filters.ts';
import { HandbookFormDialog } from './HandbookFormDialog.tsx';

/** 操作手册: the manuals purchasers, suppliers and administrators download from the mall's help. */
export function HandbookListPage() {
  const download = useFileDownload();
  return (
    <CrudListPage
      list={useList(pageFileHandBooks, handbookFilters)}
      kind="操作手册"
      nameOf={(handbook) => handbook.title}
      calls={{ add: addFileHandBook, edit: updateFileHandBook, remove: deleteFileHandBook }}
      toggle={{ field: 'isEnable', schema: handBookFormSchema }}
      more={(handbook) => [
        { label: '下载', onClick: () => download(handbook.fileType ?? 'handbook', handbook.fileId) },
      ]}
      batchRemove
      columns={{
        title: '手册名称',
        handBookType: ['适用对象', handBookHandBookTypeLabels],
        fileName: '文件',
        downloadCount: '下载次数',
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <HandbookFormDialog handbook={editing} onClose={close} />}
    />
  );
}
