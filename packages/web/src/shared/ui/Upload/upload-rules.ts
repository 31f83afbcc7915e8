// The upload rules of spec 02 §5, with their messages word for word.

export interface UploadRules {
  /** Allowed extensions, lower case without the dot. */
  extensions: readonly string[];
  /** A file must be smaller than this many megabytes. */
  maxSizeMb: number;
  /** At most this many files in the field. */
  maxCount: number;
}

export const defaultUploadRules: UploadRules = {
  extensions: ['jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'rar', 'zip'],
  maxSizeMb: 10,
  maxCount: 5,
};

/** 'A4报价.PDF' → 'pdf'; '' without an extension. */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The extension must be allowed (compared without case: 'PHOTO.JPG' is a jpg). */
export const checkExtension = (name: string, extensions: readonly string[] = defaultUploadRules.extensions) =>
  extensions.some((extension) => extension.toLowerCase() === extensionOf(name)) ? null : `${name}上传文件格式不符合!`;

/** The size must be under the limit: a file of exactly 10 MB is refused. */
export const checkSize = (size: number, maxSizeMb = defaultUploadRules.maxSizeMb) =>
  size / 1024 / 1024 < maxSizeMb ? null : `上传附件大小不能超过 ${maxSizeMb}MB!`;

/** A file of the same name must not be in the field already. */
export const checkDuplicate = (name: string, names: readonly string[]) =>
  names.includes(name) ? `${name}文件已上传，不能重复上传！` : null;

/** The files already in the field plus the new ones must not pass the limit. */
export const checkCount = (current: number, adding: number, maxCount = defaultUploadRules.maxCount) =>
  current + adding > maxCount ? `最多可上传 ${maxCount}个附件，您已超限` : null;

/**
 * Sorts out a selection: passing the count limit refuses the whole selection (one message); otherwise each file is
 * checked for its extension, its size and its name (also against the files before it in the same selection).
 */
export function screenFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  names: readonly string[],
  rules: UploadRules = defaultUploadRules,
): { accepted: F[]; errors: string[] } {
  const tooMany = checkCount(names.length, files.length, rules.maxCount);
  if (tooMany) return { accepted: [], errors: [tooMany] };
  const accepted: F[] = [];
  const errors: string[] = [];
  const taken = [...names];
  for (const file of files) {
    const error =
      checkExtension(file.name, rules.extensions) ??
      checkSize(file.size, rules.maxSizeMb) ??
      checkDuplicate(file.name, taken);
    if (error) errors.push(error);
    else {
      accepted.push(file);
      taken.push(file.name);
    }
  }
  return { accepted, errors };
}

const imageExtensions = ['png', 'jpg', 'jpeg'];

/** png and jpeg files are previewed in a dialog; others open in a new window. */
export const isPreviewImage = (name: string, contentType = '') =>
  imageExtensions.includes(extensionOf(name)) || /^image\/(png|jpeg)$/.test(contentType);

/** A field that takes pictures only (a logo, photos of goods): its files are images whatever their names. */
export const takesPicturesOnly = (rules: UploadRules) =>
  rules.extensions.every((extension) => imageExtensions.includes(extension.toLowerCase()));

/**
 * The rules of one field in one sentence. Pictures count as 张; only a field that takes rar or zip asks for several
 * attachments packed into one (spec 02 §5), so a picture field never suggests a file it would refuse.
 */
export function uploadHint(rules: UploadRules): string {
  const pictures = takesPicturesOnly(rules);
  const unit = pictures ? '张' : '个';
  const count = rules.maxCount === 1 ? `限 1 ${unit}` : `最多 ${rules.maxCount} ${unit}`;
  const packs = !pictures && rules.extensions.some((extension) => ['rar', 'zip'].includes(extension.toLowerCase()));
  return `支持 ${rules.extensions.join('、')} 格式，${pictures ? '单张' : '单个文件'}小于 ${rules.maxSizeMb}MB，${count}${packs ? '；多个附件请压缩为 rar 或 zip 后上传' : ''}`;
}
