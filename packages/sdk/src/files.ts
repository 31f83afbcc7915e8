// The file service's buckets, as its spec states them (getFile): the app links a public file plainly and reads a
// business attachment with the session; the mock backend serves the public ones without a token.

/**
 * Buckets anyone reads without a token: the mall's and the content pages' pictures, handbooks and import templates.
 * Every other bucket (file, invoice, supplier, certificate, afterSale, authorization…) holds business attachments.
 */
export const publicFileTypes: ReadonlySet<string> = new Set([
  'goods',
  'image',
  'brand',
  'category',
  'banner',
  'floor',
  'area',
  'characteristic',
  'information',
  'evaluate',
  'handbook',
  'template',
]);
