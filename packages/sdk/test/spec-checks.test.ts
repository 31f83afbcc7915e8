import { HttpResponse, http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { responseChecks } from '../src/call.ts';
import { getBrand } from '../src/generated/operations.gen.ts';
import { installSpecChecks } from '../src/spec/index.ts';
import { api, server, withApiServer } from './support.ts';

withApiServer();
afterEach(() => {
  responseChecks.validate = undefined;
});

it('reports an answer that breaks the spec once, naming the operation and the field', async () => {
  const reports: string[] = [];
  installSpecChecks((message) => reports.push(message));
  server.use(
    http.get(`${api}/api/brands/:id`, () =>
      HttpResponse.json({ code: 200, msg: '', data: { id: '7', name: '得力', isShow: 'yes', auditStatus: 1 } }),
    ),
  );
  await getBrand({ path: { id: '7' } });
  await getBrand({ path: { id: '7' } });
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatch(/^接口返回不符合规范 getBrand: \/data\/isShow /);
});

it('stays quiet about answers that follow the spec', async () => {
  const reports: string[] = [];
  installSpecChecks((message) => reports.push(message));
  server.use(
    http.get(`${api}/api/brands/:id`, () =>
      HttpResponse.json({ code: 200, msg: '', data: { id: '7', name: '得力', isShow: 1, auditStatus: 1 } }),
    ),
  );
  await getBrand({ path: { id: '7' } });
  expect(reports).toEqual([]);
});

it('stays quiet about a business refusal (data null), which every call may answer, and reports a success without data', async () => {
  const reports: string[] = [];
  installSpecChecks((message) => reports.push(message));
  server.use(
    http.get(`${api}/api/brands/:id`, () => HttpResponse.json({ code: 500, msg: '品牌不存在或已删除', data: null })),
  );
  await expect(getBrand({ path: { id: '7' } })).rejects.toMatchObject({ code: 500 });
  expect(reports).toEqual([]);
  server.use(http.get(`${api}/api/brands/:id`, () => HttpResponse.json({ code: 200, msg: '', data: null })));
  await getBrand({ path: { id: '8' } });
  expect(reports).toHaveLength(1);
});
