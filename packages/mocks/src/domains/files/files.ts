// Files: uploads kept with their bytes (base64 in a table of their own, so the browser keeps them across reloads
// like any other change) and served back by get, download, url, list and preview.
import type { Context, FileAnswer } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import { newId } from '../../engine/random.ts';
import { fail } from '../../engine/store.ts';
import { platformTables as t } from '../../tables/platform.ts';

type FileInfo = Entity<'FileInfo'>;

/** Upload rules of spec 02 §5 and §9. */
export const uploadRules = {
  extensions: ['jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'rar', 'zip'],
  maxBytes: 10 * 1024 * 1024,
};

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  bpmn: 'application/xml',
  xml: 'application/xml',
};

const extensionOf = (name: string) => (/\.([^.]+)$/.exec(name)?.[1] ?? '').toLowerCase();
export const contentTypeOf = (name: string) => contentTypes[extensionOf(name)] ?? 'application/octet-stream';

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, Math.min(i + 0x8000, bytes.length)));
  return btoa(binary);
}
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const fileUrl = (fileType: string, id: string) => `/api/file/getOne/${fileType}/${id}`;

/** Stores a file and its bytes (uploads and the seed alike). */
export async function storeFile(name: string, bytes: Uint8Array, fileType: string, id = newId()): Promise<FileInfo> {
  await t.fileBytes.insert({ id, base64: toBase64(bytes) });
  return t.files.insert({
    id,
    submittedFileName: name,
    fileType,
    url: fileUrl(fileType, id),
    size: bytes.length,
    contentType: contentTypeOf(name),
  });
}

/** Refuses what the platform refuses: a type outside the list, more than 10 MB (more than 5 files the spec refuses). */
function checkUploads(files: File[] | undefined): File[] {
  if (!files?.length) fail('请选择要上传的文件');
  for (const file of files) {
    if (!uploadRules.extensions.includes(extensionOf(file.name))) fail(`${file.name}上传文件格式不符合!`);
    if (file.size > uploadRules.maxBytes) fail('上传附件大小不能超过 10MB!');
  }
  return files;
}

async function upload(files: File[], fileType: string) {
  const stored: FileInfo[] = [];
  for (const file of files) stored.push(await storeFile(file.name, new Uint8Array(await file.arrayBuffer()), fileType));
  return stored;
}

/** The stored file of `{fileType}/{id}`. */
function storedFile(path: { fileType: string; id: string }): FileInfo {
  const file = t.files.get(path.id);
  if (!file || file.fileType !== path.fileType) fail('文件不存在或已删除', 404);
  return file;
}

function fileAnswer(path: { fileType: string; id: string }): FileAnswer {
  const file = storedFile(path);
  const bytes = t.fileBytes.get(file.id);
  return {
    fileName: file.submittedFileName,
    contentType: file.contentType ?? contentTypeOf(file.submittedFileName),
    body: bytes ? fromBase64(bytes.base64) : new Uint8Array(),
  };
}

function removeStored(id: string) {
  t.files.remove(id);
  t.fileBytes.remove(id);
}

const bucket = (context: Context<'uploadFile'> | Context<'uploadFileList'>, fallback: string) =>
  context.input.body.fileType ?? fallback;

export const fileHandlers = defineHandlers({
  uploadFile: async (context) => {
    const [file] = checkUploads(context.files.file);
    return (await upload([file as File], bucket(context, 'file')))[0] as FileInfo;
  },
  uploadGoodsFile: async (context) => {
    const [file] = checkUploads(context.files.file);
    return (await upload([file as File], context.input.body.fileType ?? 'goods'))[0] as FileInfo;
  },
  uploadFileList: async (context) => upload(checkUploads(context.files.files), bucket(context, 'file')),
  uploadGoodsFileList: async (context) =>
    upload(checkUploads(context.files.files), context.input.body.fileType ?? 'goods'),

  getFile: ({ input }) => fileAnswer(input.path),
  getFileUnTenant: ({ input }) => fileAnswer(input.path),
  downloadFile: ({ input }) => fileAnswer(input.path),
  getFileUrl: ({ input }) => storedFile(input.path).url ?? fileUrl(input.path.fileType, input.path.id),

  queryFileList: ({ input }) =>
    input.path.ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
      .map((id) => t.files.require(id, `文件 ${id} `)),

  previewFile: ({ input }) => {
    const file = storedFile(input.path);
    return {
      url: file.url ?? fileUrl(file.fileType, file.id),
      contentType: file.contentType ?? contentTypeOf(file.submittedFileName),
      submittedFileName: file.submittedFileName,
    };
  },

  removeFile: ({ input }) => {
    removeStored(storedFile(input.path).id);
    return true;
  },

  removeFilesByUrls: ({ input }) => {
    const files = input.body.map((url) => {
      const file = t.files.all().find((row) => row.url === url || (row.url && url.endsWith(row.url)));
      if (!file) fail(`文件不存在或已删除：${url}`, 404);
      return file;
    });
    for (const file of files) removeStored(file.id);
    return true;
  },
});
