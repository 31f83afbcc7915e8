import { errorMessage } from '../error-message.ts';
import { toast } from '../Toast/toast.ts';

/**
 * Runs one call per row, one after another, so that a refused row leaves the others done: how many went through, and
 * each that did not with its name and the platform's reason (“鲁信”：品牌“鲁信”已审核，不能重复审核).
 */
export async function runEach<T>(
  rows: readonly T[],
  nameOf: (row: T) => string,
  call: (row: T) => Promise<unknown>,
): Promise<{ done: number; failed: string[] }> {
  const failed: string[] = [];
  for (const row of rows) {
    try {
      await call(row);
    } catch (error) {
      failed.push(`${nameOf(row)}：${errorMessage(error)}`);
    }
  }
  return { done: rows.length - failed.length, failed };
}

/** A batch whose outcome fits a toast: '审核通过：成功 2 个，失败 1 个（鲁信：…）'. */
export async function runBatch<T>(
  action: string,
  rows: readonly T[],
  nameOf: (row: T) => string,
  call: (row: T) => Promise<unknown>,
) {
  const { done, failed } = await runEach(rows, nameOf, call);
  if (failed.length === 0) toast.success(`${action}：成功 ${done} 个`);
  else toast.warning(`${action}：成功 ${done} 个，失败 ${failed.length} 个（${failed.join('；')}）`);
}
