// The files every seed has: the platform's logo, the purchasing group's licence and the attachments of the seeded
// organisations and users (the accounts domain names them).
import { seedId } from '../../engine/random.ts';
import { platformTables as t } from '../../tables/platform.ts';
import { seededAttachmentFiles } from '../accounts/seed.ts';
import { storeFile } from './files.ts';
import { samplePdf, samplePng } from './sample-files.ts';

/** Seeded files tests and contract requests use: a PNG logo and a PDF licence. */
export const seededFiles = { logo: '', licence: '' };

export async function seedFiles() {
  seededFiles.logo = (
    await storeFile('政采商城标识.png', samplePng(160, 48, [29, 63, 122], [64, 158, 255]), 'image', seedId(t.files))
  ).id;
  seededFiles.licence = (
    await storeFile('华北能源集团营业执照.pdf', samplePdf('Business Licence - HBNY'), 'file', seedId(t.files))
  ).id;
  for (const file of seededAttachmentFiles)
    await storeFile(file.name, samplePdf(`Attachment ${file.id}`), file.fileType, file.id);
}
