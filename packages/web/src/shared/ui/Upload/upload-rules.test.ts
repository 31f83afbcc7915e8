import { describe, expect, it } from 'vitest';
import {
  checkCount,
  checkDuplicate,
  checkExtension,
  checkSize,
  defaultUploadRules,
  extensionOf,
  isPreviewImage,
  screenFiles,
  uploadHint,
} from './upload-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1024) => ({ name, size });

describe('the rules one by one', () => {
  it('has the documented defaults', () => {
    expect(defaultUploadRules).toEqual({
      extensions: ['jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'rar', 'zip'],
      maxSizeMb: 10,
      maxCount: 5,
    });
  });

  it('refuses other extensions with the name in the message', () => {
    for (const name of ['a.jpg', 'a.png', 'a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.pdf', 'a.rar', 'a.zip', '报价.PDF'])
      expect(checkExtension(name)).toBeNull();
    expect(checkExtension('合同.exe')).toBe('合同.exe上传文件格式不符合!');
    expect(checkExtension('照片.jpeg')).toBe('照片.jpeg上传文件格式不符合!');
    expect(checkExtension('README')).toBe('README上传文件格式不符合!');
    expect(checkExtension('pdf')).toBe('pdf上传文件格式不符合!');
    expect(checkExtension('a.txt', ['txt'])).toBeNull();
  });

  it('refuses 10 MB and more', () => {
    expect(checkSize(10 * MB - 1)).toBeNull();
    expect(checkSize(10 * MB)).toBe('上传附件大小不能超过 10MB!');
    expect(checkSize(2 * MB, 2)).toBe('上传附件大小不能超过 2MB!');
  });

  it('refuses a name already uploaded', () => {
    expect(checkDuplicate('报价单.pdf', ['营业执照.jpg', '报价单.pdf'])).toBe('报价单.pdf文件已上传，不能重复上传！');
    expect(checkDuplicate('报价单2.pdf', ['报价单.pdf'])).toBeNull();
  });

  it('refuses more files than the limit, the number following the limit', () => {
    expect(checkCount(3, 2)).toBeNull();
    expect(checkCount(3, 3)).toBe('最多可上传 5个附件，您已超限');
    expect(checkCount(0, 4, 3)).toBe('最多可上传 3个附件，您已超限');
  });

  it('reads extensions and knows what is previewed as an image', () => {
    expect(extensionOf('a.b.XLSX')).toBe('xlsx');
    expect(extensionOf('.gitignore')).toBe('');
    expect(isPreviewImage('a.png')).toBe(true);
    expect(isPreviewImage('a.JPEG')).toBe(true);
    expect(isPreviewImage('a.pdf')).toBe(false);
    expect(isPreviewImage('download', 'image/jpeg')).toBe(true);
  });
});

describe('screenFiles', () => {
  it('keeps the good files and says why the others were refused', () => {
    const result = screenFiles([file('a.pdf'), file('b.exe'), file('c.zip', 12 * MB), file('old.doc')], ['old.doc']);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.errors).toEqual([
      'b.exe上传文件格式不符合!',
      '上传附件大小不能超过 10MB!',
      'old.doc文件已上传，不能重复上传！',
    ]);
  });

  it('refuses the same name twice in one selection', () => {
    expect(screenFiles([file('d.png'), file('d.png')], [])).toEqual({
      accepted: [file('d.png')],
      errors: ['d.png文件已上传，不能重复上传！'],
    });
  });

  it('refuses the whole selection past the limit', () => {
    expect(screenFiles([file('a.pdf'), file('b.pdf')], ['1.pdf', '2.pdf', '3.pdf', '4.pdf'])).toEqual({
      accepted: [],
      errors: ['最多可上传 5个附件，您已超限'],
    });
  });
});

describe('the hint under a field', () => {
  it('says the documented rules, and asks for several attachments packed as rar or zip where the field takes them', () => {
    expect(uploadHint(defaultUploadRules)).toBe(
      '支持 jpg、png、doc、docx、xls、xlsx、pdf、rar、zip 格式，单个文件小于 10MB，最多 5 个；多个附件请压缩为 rar 或 zip 后上传',
    );
  });

  it('counts pictures as 张 and never suggests an archive a picture field would refuse', () => {
    expect(uploadHint({ ...defaultUploadRules, extensions: ['jpg', 'png'] })).toBe(
      '支持 jpg、png 格式，单张小于 10MB，最多 5 张',
    );
    expect(uploadHint({ extensions: ['pdf'], maxSizeMb: 10, maxCount: 1 })).toBe(
      '支持 pdf 格式，单个文件小于 10MB，限 1 个',
    );
  });
});
