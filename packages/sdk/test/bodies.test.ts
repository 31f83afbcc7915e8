// Bodies and files: form encoding with repeated array keys, the delete-file option, downloads and upload progress.
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fileNameFrom, formEncode } from '../src/body.ts';
import { call, type OperationMeta } from '../src/call.ts';
import { progressTransport } from '../src/upload.ts';
import { api, server, signIn, withApiServer } from './support.ts';

withApiServer();

const setGoodsState: OperationMeta = {
  operationId: 'setGoodsState',
  tag: 'goods',
  method: 'post',
  path: '/api/goodsItem/manage/goodsState',
  kind: 'json',
  roles: ['signedIn'],
};

describe('form-encoded bodies', () => {
  it('repeat the key of each array item, as Spring binds lists', () => {
    expect(formEncode({ ids: ['11', '12'], goodsState: 1, remark: '批量上架', empty: null }).toString()).toBe(
      'ids=11&ids=12&goodsState=1&remark=%E6%89%B9%E9%87%8F%E4%B8%8A%E6%9E%B6',
    );
  });

  it('are sent when the JSON option is off, with the form content type', async () => {
    let received: { type: string | null; text: string } | undefined;
    server.use(
      http.post(`${api}/api/goodsItem/manage/goodsState`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), text: await request.text() };
        return HttpResponse.json({ code: 200, msg: '', data: true });
      }),
    );
    await call(setGoodsState, { body: { ids: ['11', '12'] } }, { json: false });
    expect(received).toEqual({ type: 'application/x-www-form-urlencoded', text: 'ids=11&ids=12' });
    await call(setGoodsState, { body: { ids: ['11', '12'] } });
    expect(received).toEqual({ type: 'application/json', text: '{"ids":["11","12"]}' });
  });
});

describe('the delete-file option', () => {
  const removed: string[] = [];
  const backend = (code: number) =>
    server.use(
      http.post(`${api}/api/goodsItem/manage/goodsState`, () => HttpResponse.json({ code, msg: '失败', data: null })),
      http.delete(`${api}/api/file/remove/:fileType/:id`, ({ params }) => {
        removed.push(`${params.fileType}/${params.id}`);
        return HttpResponse.json({ code: 200, msg: '', data: true });
      }),
    );

  it('removes the marked files after a successful POST', async () => {
    signIn();
    removed.length = 0;
    backend(200);
    await call(
      setGoodsState,
      { body: {} },
      {
        deleteFiles: [
          { fileType: 'goods', id: '9001' },
          { fileType: 'goods', id: '9002' },
        ],
      },
    );
    expect(removed).toEqual(['goods/9001', 'goods/9002']);
  });

  it('keeps them when the call fails', async () => {
    removed.length = 0;
    backend(500);
    await expect(
      call(setGoodsState, { body: {} }, { deleteFiles: [{ fileType: 'goods', id: '9001' }] }),
    ).rejects.toThrow();
    expect(removed).toEqual([]);
  });
});

describe('downloads', () => {
  const exportOrders: OperationMeta = {
    operationId: 'supplierOrderExport',
    tag: 'orders',
    method: 'get',
    path: '/api/order/supplier/export',
    kind: 'download',
    roles: ['signedIn'],
  };

  it('give the file with the name from Content-Disposition', async () => {
    server.use(
      http.get(
        `${api}/api/order/supplier/export`,
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('订单导出.xlsx')}`,
            },
          }),
      ),
    );
    const file = await call<{ blob: Blob; fileName: string }>(exportOrders, {});
    expect(file.fileName).toBe('订单导出.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
  });

  it('turn a refused export (a JSON envelope) into an error', async () => {
    server.use(
      http.get(`${api}/api/order/supplier/export`, () =>
        HttpResponse.json({ code: 500, msg: '导出数据超过 5000 条', data: null }),
      ),
    );
    await expect(call(exportOrders, {})).rejects.toMatchObject({ msg: '导出数据超过 5000 条' });
  });

  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    [`attachment; filename=${encodeURIComponent('对账单.xlsx')}`, '对账单.xlsx'],
    [null, 'download'],
  ])('read the file name of %s', (header, name) => {
    expect(fileNameFrom(header, 'download')).toBe(name);
  });
});

describe('uploads', () => {
  const upload: OperationMeta = {
    operationId: 'uploadFile',
    tag: 'files',
    method: 'post',
    path: '/api/file/upload',
    kind: 'upload',
    roles: ['signedIn'],
  };

  it('send the fields as multipart with the file under its field name', async () => {
    let received: FormData | undefined;
    server.use(
      http.post(`${api}/api/file/upload`, async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({
          code: 200,
          msg: '',
          data: { id: '1', submittedFileName: '营业执照.pdf', fileType: 'supplier' },
        });
      }),
    );
    const file = new File(['%PDF-1.7'], '营业执照.pdf', { type: 'application/pdf' });
    const data = await call(upload, { body: { file, fileType: 'supplier' } });
    expect(data).toEqual({ id: '1', submittedFileName: '营业执照.pdf', fileType: 'supplier' });
    expect((received?.get('file') as File | undefined)?.name).toBe('营业执照.pdf');
    expect(received?.get('fileType')).toBe('supplier');
  });

  it('report progress from 0 to 1 through XMLHttpRequest', async () => {
    const progress: number[] = [];
    class FakeXhr {
      static last: FakeXhr;
      upload = {
        onprogress: null as ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null,
      };
      onload: (() => void) | null = null;
      onerror = null;
      onabort = null;
      responseType = '';
      status = 200;
      statusText = 'OK';
      response = new Blob(['{"code":200,"msg":"","data":true}']);
      headers: Record<string, string> = {};
      sent: unknown;
      constructor() {
        FakeXhr.last = this;
      }
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: unknown) {
        this.sent = body;
        for (const loaded of [25, 50, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const transport = progressTransport((fraction) => progress.push(fraction));
    const response = await transport(
      new Request(`${api}/api/file/upload`, { method: 'POST', body: 'abc', headers: { 'x-tenant-id': '1' } }),
    );
    vi.unstubAllGlobals();
    expect(progress).toEqual([0.25, 0.5, 1, 1]);
    expect(FakeXhr.last.headers['x-tenant-id']).toBe('1');
    expect(await response.json()).toEqual({ code: 200, msg: '', data: true });
  });
});
