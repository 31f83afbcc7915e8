import { type Entry, group } from '../page.ts';

// The welfare user's own pages (the administrator's welfare pages are in admin.ts).
const entries: Entry[] = [
  ['/welfare-user-activities', '福利活动'],
  ['/welfare-user-activity-orders', '我的福利订单'],
];

export default group('welfare', entries);
