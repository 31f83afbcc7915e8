/** The success envelope every JSON handler answers with. */
export const ok = <T>(data: T) => ({ code: 200, msg: '操作成功', data });
