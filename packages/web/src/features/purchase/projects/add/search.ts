import { optionalString, searchParams } from '@/shared/page/search.ts';

/** 新增{mode}'s address: the draft to edit, or the approved plan whose goods start a new one. */
export const projectFormSearch = searchParams({ id: optionalString, planId: optionalString });
