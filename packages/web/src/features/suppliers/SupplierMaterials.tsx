import { type components, downloadFile } from '@zc/sdk';
import {
  supplierAttachmentTypeLabels,
  supplierAuditStatusLabels,
  supplierTypeLabels,
  taxpayerTypeLabels,
} from '@zc/sdk/labels';
import { formatDateTime } from '@/shared/format/date.ts';
import { labelOf } from '@/shared/format/labels.ts';
import { useDownload } from '@/shared/hooks/use-download.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';

type Supplier = components['schemas']['Supplier'];

/**
 * A supplier's registration as a reviewer reads it (the administrator's review, an approver's admission task): the
 * company, its licence and certificates, its contact and bank.
 */
export function SupplierMaterials({ supplier }: { supplier: Supplier }) {
  const download = useDownload(downloadFile);
  return (
    <div className="flex flex-col gap-3 bg-slate-50 p-1">
      <Details
        title="企业信息"
        items={[
          { label: '企业名称', value: supplier.orgNameZh, span: 2 },
          { label: '审核状态', value: labelOf(supplierAuditStatusLabels, supplier.auditStatus) },
          { label: '统一社会信用代码', value: supplier.creditCode },
          { label: '供应商类型', value: labelOf(supplierTypeLabels, supplier.supplierType) },
          { label: '法定代表人', value: supplier.legalPerson },
          {
            label: '注册资本',
            value: supplier.registeredCapital === undefined ? '' : `${supplier.registeredCapital} 万元`,
          },
          { label: '成立日期', value: supplier.establishDate },
          { label: '纳税人类型', value: labelOf(taxpayerTypeLabels, supplier.taxpayerType) },
          { label: '注册地址', value: supplier.address, span: 3 },
          { label: '经营范围', value: supplier.businessScope, span: 3 },
          { label: '驳回原因', value: supplier.auditRemark, span: 3 },
        ]}
      />
      <section aria-label="资质材料" className="rounded bg-white p-4">
        <h3 className="mb-3 border-l-4 border-brand pl-2 font-medium text-slate-800">资质材料</h3>
        {(supplier.attachments ?? []).length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500">未上传资质材料</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 text-sm">
            {supplier.attachments?.map((file) => (
              <li key={file.fileId} className="flex items-center justify-between gap-4 py-2">
                <span className="w-28 shrink-0 text-slate-500">
                  {labelOf(supplierAttachmentTypeLabels, file.attachmentType)}
                </span>
                <span className="min-w-0 flex-1 truncate">{file.submittedFileName}</span>
                <span className="shrink-0 text-slate-500">有效期至 {file.expireDate ?? '长期'}</span>
                <Button
                  size="sm"
                  variant="text"
                  aria-label={`下载${file.submittedFileName}`}
                  onClick={() => download.mutate({ path: { fileType: file.fileType, id: file.fileId } })}
                >
                  下载
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Details
        title="联系与结算"
        items={[
          { label: '联系人', value: supplier.contactName },
          { label: '联系电话', value: supplier.contactPhone },
          { label: '电子邮箱', value: supplier.email },
          { label: '登录账号', value: supplier.account },
          { label: '注册时间', value: formatDateTime(supplier.createTime) },
          { label: '审核时间', value: formatDateTime(supplier.auditTime) },
          { label: '开户银行', value: supplier.bankName },
          { label: '银行账号', value: supplier.bankAccount },
          { label: '联行号', value: supplier.bankBranchNo },
        ]}
      />
    </div>
  );
}
