import { addInformationArticle, type components, pageInformationArticles } from '@zc/sdk';
import { informationArticleInfoTypeLabels, informationArticleStatusLabels } from '@zc/sdk/labels';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { IfAllowed } from '@/shared/permission/may-call.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { ListPage } from '@/shared/ui/ListPage/ListPage.tsx';
import { HtmlPreview } from '../../shared/HtmlPreview.tsx';
import { ArticleActions } from './ArticleActions.tsx';
import { ArticleFormDialog } from './ArticleFormDialog.tsx';
import { informationFilters } from './filters.ts';

type Article = components['schemas']['InformationArticle'];

/** 资讯管理: the platform's news articles, written as drafts, then published to the mall or withdrawn. */
export function InformationListPage() {
  const list = useList(pageInformationArticles, informationFilters);
  const [editing, setEditing] = useState<Article | 'new'>();
  const [reading, setReading] = useState<Article>();
  const columns = columnsOf<Article>({
    title: '标题',
    infoType: ['资讯类型', informationArticleInfoTypeLabels],
    author: '作者/来源',
    status: ['发布状态', informationArticleStatusLabels],
    publishTime: ['发布时间', 'dateTime'],
    viewCount: '阅读量',
    actions: {
      header: '操作',
      cell: (article) => <ArticleActions article={article} onRead={setReading} onEdit={setEditing} />,
    },
  });
  const toolbar = (
    <IfAllowed call={addInformationArticle}>
      <Button variant="primary" onClick={() => setEditing('new')}>
        新增资讯
      </Button>
    </IfAllowed>
  );
  return (
    <>
      <ListPage label="资讯列表" list={list} toolbar={toolbar} columns={columns} />
      {editing && <ArticleFormDialog article={editing} onClose={() => setEditing(undefined)} />}
      {reading && (
        <HtmlPreview title={reading.title} html={reading.content ?? ''} onClose={() => setReading(undefined)} />
      )}
    </>
  );
}
