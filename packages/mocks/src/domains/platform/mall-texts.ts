// The mall's public texts beside the notices: the platform's rules and the news articles the home page lists.
import type { Context } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import { contains, equals, paginate } from '../../engine/paging.ts';
import { fail } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { isAdminUser } from '../accounts/admin-handlers.ts';
import { bySort } from './crud.ts';

type Session = Context<'getPlatformRule'>['session'];

const isAdmin = (session: Session) => {
  const me = session ? accountTables.users.get(session.userId) : undefined;
  return Boolean(me && isAdminUser(me));
};

/** A rule the caller may read: one in force, or any for an administrator. */
function visibleRule(id: string, session: Session) {
  const rule = t.platformRules.require(id, '平台规则');
  if (rule.isEnable !== 1 && !isAdmin(session)) fail('平台规则不存在或已废止', 404);
  return rule;
}

export const mallTextHandlers = defineHandlers({
  pagePlatformRules: ({ input, session }) => {
    const query = input.query ?? {};
    const admin = isAdmin(session);
    const rows = t.platformRules
      .all()
      .filter(
        (rule) =>
          contains(rule.title, query.title) &&
          equals(rule.ruleType, query.ruleType) &&
          (admin ? equals(rule.isEnable, query.isEnable) : rule.isEnable === 1),
      );
    return paginate(bySort(rows), query);
  },
  getPlatformRule: ({ input, session }) => visibleRule(input.path.id, session),
  selectInformationById: async ({ input }) => {
    const article = t.information.require(input.query.id, '资讯');
    if (article.status !== 1 || !article.publishTime) fail('资讯不存在或已下线', 404);
    const read = await t.information.update(article.id, { viewCount: (article.viewCount ?? 0) + 1 });
    const { id, title, summary, coverUrl, content, infoType, author, viewCount } = read;
    return { id, title, summary, coverUrl, content, infoType, author, viewCount, publishTime: article.publishTime };
  },
});
