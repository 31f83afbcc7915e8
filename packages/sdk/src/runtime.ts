// Everything of the SDK a page pays for besides the operations it uses: measured by `npm run size`.
export * from './index.ts';
export { operation } from './operation.ts';
export * from './query.ts';
