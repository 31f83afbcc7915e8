// The platform's two dictionaries, administered alike: the system dictionary (/dict) and the business dictionary
// (/biz-dict, the values of business forms). Their calls take and give the same fields.
import {
  addBizDictionary,
  addDictionary,
  clearBizDictionaryCache,
  clearDictionaryCache,
  deleteBizDictionary,
  deleteDictionary,
  queryBizDictionaryList,
  queryDictionaryList,
  updateBizDictionary,
  updateDictionary,
} from '@zc/sdk';
import {
  queryBizDictionaryListQueryOptions,
  queryDictionaryListQueryOptions,
  useAddBizDictionary,
  useAddDictionary,
  useClearBizDictionaryCache,
  useClearDictionaryCache,
  useUpdateBizDictionary,
  useUpdateDictionary,
} from '@zc/sdk/react';
import { dictionaryFormSchema } from '@zc/sdk/schemas';

export const dictionaryScopes = {
  system: {
    title: '数据字典',
    list: queryDictionaryList,
    whole: queryDictionaryListQueryOptions,
    calls: { add: addDictionary, edit: updateDictionary, remove: deleteDictionary, clear: clearDictionaryCache },
    useAdd: useAddDictionary,
    useUpdate: useUpdateDictionary,
    useClear: useClearDictionaryCache,
  },
  business: {
    title: '业务字典',
    list: queryBizDictionaryList as unknown as typeof queryDictionaryList,
    whole: queryBizDictionaryListQueryOptions as unknown as typeof queryDictionaryListQueryOptions,
    calls: {
      add: addBizDictionary,
      edit: updateBizDictionary,
      remove: deleteBizDictionary,
      clear: clearBizDictionaryCache,
    },
    useAdd: useAddBizDictionary,
    useUpdate: useUpdateBizDictionary,
    useClear: useClearBizDictionaryCache,
  },
};

export type DictionaryScope = (typeof dictionaryScopes)[keyof typeof dictionaryScopes];

/** Both dictionaries' entries are saved through the same form (the business one's schema is the same). */
export const entrySchema = dictionaryFormSchema;
