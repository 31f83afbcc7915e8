import { errorMessage } from '@/shared/ui/error-message.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';

/**
 * Runs one call per row, one after another, and reports what succeeded and what did not (each failure with its row's
 * name and the platform's reason): '审核通过：成功 2 个，失败 1 个（鲁信：品牌“鲁信”已审核，不能重复审核）'.
 */
export async function runBatch<T>(
  action: string,
  rows: readonly T[],
  nameOf: (row: T) => string,
  call: (row: T) => Promise<unknown>,
) {
  const failures: string[] = [];
  for (const row of rows) {
    try {
      await call(row);
    } catch (error) {
      failures.push(`${nameOf(row)}：${errorMessage(error)}`);
    }
  }
  const done = rows.length - failures.length;
  if (failures.length === 0) toast.success(`${action}：成功 ${done} 个`);
  else toast.warning(`${action}：成功 ${done} 个，失败 ${failures.length} 个（${failures.join('；')}）`);
}
