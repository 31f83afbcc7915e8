import { describe, expect, it } from 'vitest';
import { nameOpinions } from './opinion-names.ts';

describe('a drawn flow’s opinions', () => {
  it('reads agree and reject as 同意 and 驳回, and leaves every other name as it is', () => {
    const elements: Record<string, { name?: string }> = {
      Flow_agree: { name: 'agree' },
      Flow_reject_1: { name: 'reject' },
      EndEvent_agree: { name: 'agree' },
      Activity_1: { name: '部门负责人审批' },
      Flow_in_1: {},
    };
    nameOpinions(elements);
    expect(Object.values(elements).map((element) => element.name)).toEqual([
      '同意',
      '驳回',
      '同意',
      '部门负责人审批',
      undefined,
    ]);
  });
});
