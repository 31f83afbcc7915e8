export * from './menus.ts';
export * from './pages.ts';
