import { addLibraryKeyword, deleteLibraryKeyword, pageLibraryKeywords, updateLibraryKeyword } from '@zc/sdk';
import { enabledFlagLabels } from '@zc/sdk/labels';
import { libraryKeywordFormSchema } from '@zc/sdk/schemas';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { keywordFilters } from './filters.ts';
import { KeywordFormDialog } from './KeywordFormDialog.tsx';

/** 标准商品库: the keywords that map goods names to a standard goods name and category. */
export function KeywordListPage() {
  return (
    <CrudListPage
      label="标准商品库关键词列表"
      list={useList(pageLibraryKeywords, keywordFilters)}
      kind="关键词"
      nameOf={(row) => row.keyword}
      calls={{ add: addLibraryKeyword, edit: updateLibraryKeyword, remove: deleteLibraryKeyword }}
      toggle={{ field: 'isEnable', schema: libraryKeywordFormSchema }}
      columns={{
        keyword: '关键词',
        standardName: '标准商品名称',
        categoryName: '标准分类',
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
        createTime: ['创建时间', 'dateTime'],
      }}
      form={(editing, close) => <KeywordFormDialog keyword={editing} onClose={close} />}
    />
  );
}
