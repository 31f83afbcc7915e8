import { type Entry, group } from '../page.ts';

const entries: Entry[] = [
  ['/login', '登录'],
  ['/mlogin', '短信验证码登录'],
  ['/register', '采购单位注册'],
  ['/supplier-register', '供应商注册'],
  ['/reset-password', '找回密码'],
  ['/agreement-privacy', '隐私政策'],
  ['/agreement-user', '用户协议'],
  ['/cockpit-full', '数据驾驶舱'],
  ['/401', '未授权'],
  ['/403', '访问受限'],
  ['/500', '服务器错误'],
];

export default group('public', entries);
