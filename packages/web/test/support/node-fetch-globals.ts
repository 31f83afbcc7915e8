// jsdom brings its own FormData, Blob and File, which Node's fetch (what the SDK calls through msw/node in tests)
// cannot read: a multipart body would reach the mock backend without its files. Page tests use Node's own.
import { Blob, File } from 'node:buffer';

const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { Blob, File, FormData: NodeFormData });
