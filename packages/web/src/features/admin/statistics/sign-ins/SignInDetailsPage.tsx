import { type components, exportSignIns, pageSignIns } from '@zc/sdk';
import { signInRowResultLabels, userKindLabels } from '@zc/sdk/labels';
import { useList } from '@/shared/list/use-list.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { signInFilters } from '../shared/filters.ts';
import { ReportPage } from '../shared/ReportPage.tsx';

type SignIn = components['schemas']['SignInRow'];

const columns = columnsOf<SignIn>({
  loginTime: ['登录时间', 'dateTime'],
  userName: '账号',
  fullName: '姓名',
  userKind: ['用户类型', userKindLabels],
  orgName: '单位',
  ip: 'IP',
  result: ['结果', signInRowResultLabels],
  errorMsg: '失败原因',
});

/** /supplier-login-details: every sign-in of the period from the login log, by kind of user, refused ones with why. */
export function SignInDetailsPage() {
  return (
    <ReportPage
      list={useList(pageSignIns, signInFilters)}
      label="登录明细"
      exportCall={exportSignIns}
      columns={columns}
    />
  );
}
