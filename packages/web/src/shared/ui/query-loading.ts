import { createContext, type ReactNode } from 'react';

/**
 * What a loading QueryState shows inside this provider instead of 加载中 (the mobile site's skeletons). A module of its
 * own, so that a layout providing it does not load QueryState's record chooser.
 */
export const QueryLoading = createContext<ReactNode>(undefined);
