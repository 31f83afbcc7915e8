import { defineFilters, select, text } from '@/shared/list/filters.ts';

/** A channel's projects: by name and phase. */
export const projectFilters = defineFilters({ projectName: text('项目名称'), status: select('项目状态') });
