import { deleteWelfareUser, pageWelfareUsers, updateWelfare } from '@zc/sdk';
import { expect, it } from 'vitest';
import { welfareTables } from '../src/tables/welfare.ts';
import { login, withSession } from './support.ts';

withSession();

it('refuses a welfare user the administration’s welfare writes and changes nothing', async () => {
  await login('fuli01');
  const own = await pageWelfareUsers({ query: { current: 1, size: 100 } });
  const member = own.records[0];
  expect(member).toBeDefined();
  const activity = welfareTables.welfares.require(member?.welfareId, '福利活动');

  await expect(updateWelfare({ body: { ...activity, welfareName: '改名' } as never })).rejects.toMatchObject({
    status: 403,
    msg: '无权访问该功能：仅限平台管理员使用',
  });
  await expect(deleteWelfareUser({ path: { id: member?.id ?? '' } })).rejects.toMatchObject({ status: 403 });
  expect(welfareTables.welfares.get(activity.id)?.welfareName).toBe(activity.welfareName);
  expect(welfareTables.users.get(member?.id)).toBeDefined();
});

it('lets an administrator change an activity', async () => {
  await login('admin');
  const activity = welfareTables.welfares.all()[0];
  await updateWelfare({ body: { ...activity, welfareName: '2026年端午福利' } as never });
  expect(welfareTables.welfares.get(activity?.id)?.welfareName).toBe('2026年端午福利');
});
