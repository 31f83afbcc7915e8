// Files: uploads kept with their bytes (base64 in a table of their own, so the browser keeps them across reloads
// like any other change) and served back by get, download, url, list and preview.

import { publicFileTypes } from '@zc/sdk/files';
import type { Context, FileAnswer } from '../../engine/define.ts';
import { defineHandlers } from '../../engine/define.ts';
import type { Entity } from '../../engine/entities.ts';
import type { TokenClaims } from '../../engine/jwt.ts';
import { newId } from '../../engine/random.ts';
import { BusinessError, fail, type Row, store } from '../../engine/store.ts';
import { accountTables } from '../../tables/accounts.ts';
import { orderTables } from '../../tables/orders.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { projectTables } from '../../tables/projects.ts';
import { planTables } from '../../tables/welfare.ts';
import { isAdminUser } from '../accounts/admin-handlers.ts';
import { currentUser } from '../accounts/session.ts';
import { unitOf } from '../accounts/units.ts';

type FileInfo = Entity<'FileInfo'>;
type User = Entity<'User'>;

/** Fields by which a record names the users and the organisations that are its parties. */
const partyUserFields = ['userId', 'buyerId', 'applicantId'];
const partyOrgFields = ['supplierId', 'purchaserId', 'purchaserOrgId', 'orgId', 'publishOrgId'];
/** Fields by which a record (an invoice, a project's contract) belongs to another, whose parties are its parties too. */
const parents = [
  ['orderId', (id: string) => orderTables.orders.get(id)],
  ['projectId', (id: string) => projectTables.projects.get(id)],
  ['planId', (id: string) => planTables.plans.get(id)],
] as const;

const fileTables = new Set([t.files.name, t.fileBytes.name, t.fileUploaders.name]);

/** A published notice is public, and so are its attachments. */
const isPublicRecord = (table: string, row: Row) =>
  table === t.notices.name && (row as unknown as { status?: number }).status === 1;

const field = (row: Row | undefined, name: string) => (row as unknown as Record<string, unknown> | undefined)?.[name];

/** The users a record names, and the units of the organisations it and the record it belongs to name. */
function partiesOf(row: Row) {
  const records = [row, ...parents.map(([name, parent]) => parent(String(field(row, name) ?? '')))];
  const users = records.flatMap((record) => partyUserFields.map((name) => field(record, name)));
  const orgs = [
    ...records.flatMap((record) => partyOrgFields.map((name) => field(record, name))),
    ...users.map((id) => accountTables.users.get(id as string)?.orgId),
  ];
  return { users, units: new Set(orgs.map((org) => org && unitOf(org as string)?.id).filter(Boolean)) };
}

/** Whether the user is a party of a record that holds the file, or the record is public by nature. */
function partyOfRecordsHolding(fileId: string, user: User | undefined) {
  const unit = user && unitOf(user.orgId)?.id;
  for (const table of store.tables()) {
    if (fileTables.has(table.name)) continue;
    for (const row of table.all()) {
      if (!JSON.stringify(row).includes(fileId)) continue;
      if (isPublicRecord(table.name, row)) return true;
      if (!user) continue;
      const { users, units } = partiesOf(row);
      if (users.includes(user.id) || units.has(unit)) return true;
    }
  }
  return false;
}

/**
 * Reads of a business attachment: its uploader, administrators and the parties of its record; without a token 401,
 * anyone else 403. Files of a public bucket are read by anyone.
 */
function checkReader(file: FileInfo, session: TokenClaims | null) {
  if (publicFileTypes.has(file.fileType)) return;
  const user = session ? accountTables.users.get(session.userId) : undefined;
  if (user && (isAdminUser(user) || t.fileUploaders.get(file.id)?.userId === user.id)) return;
  if (partyOfRecordsHolding(file.id, user)) return;
  // Answered as HTTP 401, as a call without a token is: the file is read by a link or an <img> as often as by a call.
  if (!user) throw new BusinessError('该附件须登录后查看，请先登录', 401, 401);
  fail('无权查看该附件：仅上传人、相关业务双方和管理员可以查看', 403);
}

/** Deletes are the uploader's or an administrator's. */
function checkRemover(file: FileInfo, session: TokenClaims | null) {
  const user = currentUser(session);
  if (!isAdminUser(user) && t.fileUploaders.get(file.id)?.userId !== user.id) fail('只能删除自己上传的文件', 403);
}

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
  // `apply` reads the typed array as it is; a spread would step an iterator through every byte.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return btoa(binary);
}
export function fromBase64(text: string) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const fileUrl = (fileType: string, id: string) => `/api/file/getOne/${fileType}/${id}`;

/** Stores a file and its bytes (uploads, with their uploader, and the seed alike). */
export async function storeFile(
  name: string,
  bytes: Uint8Array,
  fileType: string,
  id = newId(),
  uploaderId?: string,
): Promise<FileInfo> {
  await t.fileBytes.insert({ id, base64: toBase64(bytes) });
  if (uploaderId) await t.fileUploaders.insert({ id, userId: uploaderId });
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

async function upload(files: File[], fileType: string, session: TokenClaims | null) {
  const uploader = currentUser(session);
  const stored: FileInfo[] = [];
  for (const file of files)
    stored.push(await storeFile(file.name, new Uint8Array(await file.arrayBuffer()), fileType, newId(), uploader.id));
  return stored;
}

/** The stored file of `{fileType}/{id}`. */
function storedFile(path: { fileType: string; id: string }): FileInfo {
  const file = t.files.get(path.id);
  if (!file || file.fileType !== path.fileType) fail('文件不存在或已删除', 404);
  return file;
}

function fileAnswer(path: { fileType: string; id: string }, session: TokenClaims | null): FileAnswer {
  const file = storedFile(path);
  checkReader(file, session);
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
  t.fileUploaders.remove(id);
}

const bucket = (context: Context<'uploadFile'> | Context<'uploadFileList'>, fallback: string) =>
  context.input.body.fileType ?? fallback;

export const fileHandlers = defineHandlers({
  uploadFile: async (context) => {
    const [file] = checkUploads(context.files.file);
    return (await upload([file as File], bucket(context, 'file'), context.session))[0] as FileInfo;
  },
  uploadGoodsFile: async (context) => {
    const [file] = checkUploads(context.files.file);
    return (await upload([file as File], context.input.body.fileType ?? 'goods', context.session))[0] as FileInfo;
  },
  uploadFileList: async (context) =>
    upload(checkUploads(context.files.files), bucket(context, 'file'), context.session),
  uploadGoodsFileList: async (context) =>
    upload(checkUploads(context.files.files), context.input.body.fileType ?? 'goods', context.session),

  getFile: ({ input, session }) => fileAnswer(input.path, session),
  getFileUnTenant: ({ input, session }) => fileAnswer(input.path, session),
  downloadFile: ({ input, session }) => fileAnswer(input.path, session),
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

  removeFile: ({ input, session }) => {
    const file = storedFile(input.path);
    checkRemover(file, session);
    removeStored(file.id);
    return true;
  },

  removeFilesByUrls: ({ input, session }) => {
    const files = input.body.map((url) => {
      const file = t.files.all().find((row) => row.url === url || (row.url && url.endsWith(row.url)));
      if (!file) fail(`文件不存在或已删除：${url}`, 404);
      checkRemover(file, session);
      return file;
    });
    for (const file of files) removeStored(file.id);
    return true;
  },
});
