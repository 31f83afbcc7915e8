import {
  addPlatformIntroduction,
  type components,
  deletePlatformIntroduction,
  pagePlatformIntroductions,
  updatePlatformIntroduction,
} from '@zc/sdk';
import { enabledFlagLabels, platformIntroductionIntroTypeLabels } from '@zc/sdk/labels';
import { platformIntroductionFormSchema } from '@zc/sdk/schemas';
import { useState } from 'react';
import { useList } from '@/shared/list/use-list.ts';
import { CrudListPage } from '@/shared/ui/Crud/CrudListPage.tsx';
import { HtmlPreview } from '../../shared/HtmlPreview.tsx';
import { introductionFilters } from './filters.ts';
import { IntroductionFormDialog } from './IntroductionFormDialog.tsx';

type Introduction = components['schemas']['PlatformIntroduction'];

/** 平台介绍管理: the sections of the mall's 平台介绍 page, previewed as the mall shows them. */
export function IntroductionListPage() {
  const [previewed, setPreviewed] = useState<Introduction>();
  return (
    <CrudListPage<Introduction>
      list={useList(pagePlatformIntroductions, introductionFilters)}
      form={(editing, close) => <IntroductionFormDialog intro={editing} onClose={close} />}
      kind="平台介绍"
      nameOf={(intro) => intro.title}
      calls={{ add: addPlatformIntroduction, edit: updatePlatformIntroduction, remove: deletePlatformIntroduction }}
      toggle={{ field: 'isEnable', schema: platformIntroductionFormSchema }}
      more={(intro) => [{ label: '预览', onClick: () => setPreviewed(intro) }]}
      batchRemove
      columns={{
        title: '标题',
        introType: ['栏目', platformIntroductionIntroTypeLabels],
        sort: '排序',
        isEnable: ['状态', enabledFlagLabels],
        updateTime: ['更新时间', 'dateTime'],
      }}
      dialogs={
        previewed && (
          <HtmlPreview title={previewed.title} html={previewed.content} onClose={() => setPreviewed(undefined)} />
        )
      }
    />
  );
}
