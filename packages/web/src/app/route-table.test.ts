import { createRouter } from '@tanstack/react-router';
import { type Audience, pages } from '@zc/routes';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';

/** The full paths of the route tree (pathless layouts such as _workbench add nothing to a path). */
const routePaths = () => new Set(Object.keys(createRouter({ routeTree }).routesByPath));

describe('the route tree against the page table', () => {
  const existing = routePaths();

  it('prints how many of the documents’ pages exist, per audience', () => {
    const audiences = [...new Set(pages.map((page) => page.audience))] as Audience[];
    const lines = audiences.map((audience) => {
      const own = pages.filter((page) => page.audience === audience);
      return `${audience}: ${own.filter((page) => existing.has(page.path)).length}/${own.length}`;
    });
    console.info(`pages that exist, per audience: ${lines.join(', ')}`);
    expect(lines).toHaveLength(8);
  });

  it('has every error route and the login routes', () => {
    const required = ['/login', '/loginMobile', '/401', '/403', '/500'];
    expect(required.filter((path) => !existing.has(path))).toEqual([]);
  });

  it('has no route the documents do not name, besides the designer’s own', () => {
    const unnamed = [...existing].filter((path) => path !== '/' && !pages.some((page) => page.path === path));
    expect(unnamed).toEqual([]);
  });
});
