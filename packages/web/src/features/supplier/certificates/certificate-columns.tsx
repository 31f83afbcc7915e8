import { Link } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { certificateAuditStatusLabels, depositStatusLabels, projectTypeLabels } from '@zc/sdk/labels';
import { actionLink } from '@/shared/ui/action-link.ts';
import { columnsOf } from '@/shared/ui/DataTable/columns.tsx';
import { isEditable } from './rules.ts';

type Certificate = components['schemas']['ProjectCertificate'];

/** The columns of both registration lists: a registration reads the same whatever the project's mode. */
export const certificateColumns = columnsOf<Certificate>({
  projectNo: '项目编号',
  projectName: '项目名称',
  projectType: ['方式', projectTypeLabels],
  contactName: '联系人',
  contactPhone: '联系电话',
  depositAmount: ['保证金（元）', 'money'],
  depositStatus: ['保证金状态', depositStatusLabels],
  auditStatus: ['审核状态', certificateAuditStatusLabels],
  auditOpinion: '审核意见',
  registrationEndTime: ['报名截止', 'dateTime'],
  createTime: ['报名时间', 'dateTime'],
  actions: {
    header: '操作',
    cell: (certificate) => (
      <div className="flex gap-2 whitespace-nowrap">
        <Link to="/pro-editor" search={{ id: certificate.id }} className={actionLink}>
          详情
        </Link>
        {isEditable(certificate) && (
          <Link to="/pro-editor" search={{ id: certificate.id, mode: 'edit' }} className={actionLink}>
            编辑
          </Link>
        )}
      </div>
    ),
  },
});
