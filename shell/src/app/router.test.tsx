// The route table: every page of every signed-in side sits in the dashboard frame, kept to its
// side by RequireSide (creators, staff and customers each on their own routes).
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { paths, routesOf } from '@groundtruth/domain/paths';
import { RequireSide } from '../layout/require-side';
import { routes } from './router';

const dashboardRoutes: RouteObject[] =
  routes.find((route) => route.children?.some((child) => child.path === paths.dashboard))
    ?.children ?? [];

/** The side RequireSide keeps `path` to, or null when the route is not kept to one. */
function sideOf(path: string): string | null {
  const element = dashboardRoutes.find((route) => route.path === path)?.element;
  if (!isValidElement(element) || element.type !== RequireSide) return null;
  return (element as ReactElement<{ side: string }>).props.side;
}

describe('the route table', () => {
  it.each(['creator', 'staff', 'customer'] as const)(
    'should keep every %s page but the overview in the dashboard frame, to its side',
    (remote) => {
      const pages = routesOf(remote).filter(([path]) => path !== paths.dashboard);
      expect(pages.length).toBeGreaterThan(0);
      for (const [path] of pages) expect(sideOf(path), path).toBe(remote);
    },
  );

  it("should mount the customer's orders, new order and order pages", () => {
    for (const path of [paths.orders, paths.newOrder, paths.order])
      expect(sideOf(path), path).toBe('customer');
    expect(sideOf(paths.adminOrders)).toBe('staff');
  });
});
