import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen.ts';
import { type Audience, routeManifest } from './route-manifest.ts';

/** The full paths of the route tree (pathless layouts such as _workbench add nothing to a path). */
const routePaths = () => new Set(Object.keys(createRouter({ routeTree }).routesByPath));

describe('the route manifest', () => {
  const existing = routePaths();

  it('names each route once', () => {
    const paths = routeManifest.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('prints how many of the documents’ routes exist, per audience', () => {
    const audiences = [...new Set(routeManifest.map((route) => route.audience))] as Audience[];
    const lines = audiences.map((audience) => {
      const routes = routeManifest.filter((route) => route.audience === audience);
      return `${audience}: ${routes.filter((route) => existing.has(route.path)).length}/${routes.length}`;
    });
    console.info(`routes that exist, per audience: ${lines.join(', ')}`);
    expect(lines).toHaveLength(7);
  });

  it('has every error route and the login routes', () => {
    const required = ['/login', '/loginMobile', '/401', '/403', '/500'];
    expect(required.filter((path) => !existing.has(path))).toEqual([]);
  });
});
