import { openapi } from '@zc/sdk/spec';
import { exampleRequest } from '/work/main/contract/requests.ts';
const tags = process.argv.slice(2);
for (const [path, item] of Object.entries(openapi.paths as Record<string, Record<string, any>>))
  for (const [m, op] of Object.entries(item)) {
    if (!op?.tags || !tags.includes(op.tags[0])) continue;
    const r = exampleRequest(op);
    console.log(op.operationId, JSON.stringify(r, (k, v) => (v instanceof Blob ? 'BLOB' : v)).slice(0, 400));
  }
