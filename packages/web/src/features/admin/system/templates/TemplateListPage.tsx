import {
  addSysTemplateCategory,
  deleteSysTemplateCategory,
  pageSysTemplateCategories,
  updateSysTemplateCategory,
} from '@zc/sdk';
import { enabledFlagLabels, templateTypeLabels } from '@zc/sdk/labels';
import { sysTemplateCategoryFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { fileOfUrl } from '@/shared/ui/Upload/FileUpload.tsx';
import { useFileDownload } from '../shared/file-download.ts';
import { templateFilters } from './filters.ts';
import { TemplateFormDialog } from './TemplateFormDialog.tsx';

/** 模板管理: the template files suppliers and buyers download, per kind and category. */
export function TemplateListPage() {
  const download = useFileDownload();
  return (
    <CrudListPage
      list={useList(pageSysTemplateCategories, templateFilters)}
      kind="模板"
      nameOf={(template) => template.templateName}
      calls={{ add: addSysTemplateCategory, edit: updateSysTemplateCategory, remove: deleteSysTemplateCategory }}
      toggle={{ field: 'isEnable', schema: sysTemplateCategoryFormSchema }}
      more={(template) => {
        const [file] = fileOfUrl(template.fileUrl);
        return [{ label: '下载', hidden: !file, onClick: () => file && download(file.fileType, file.id) }];
      }}
      batchRemove
      columns={{
        templateName: '模板名称',
        templateType: ['模板类型', templateTypeLabels],
        categoryName: { header: '适用分类', cell: (template) => template.categoryName ?? '全部分类' },
        fileName: '文件',
        isEnable: ['状态', enabledFlagLabels],
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <TemplateFormDialog template={editing} onClose={close} />}
    />
  );
}
