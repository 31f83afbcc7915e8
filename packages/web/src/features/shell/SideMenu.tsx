import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { type MenuNode, routeOf, visibleMenu } from '@/app/menu.ts';

function MenuItem({ node, depth }: { node: MenuNode; depth: number }) {
  const location = useLocation();
  const route = routeOf(node);
  const children = node.children ?? [];
  const holdsCurrent = children.some((child) => location.pathname === routeOf(child));
  const [open, setOpen] = useState(true);
  const indent = { paddingLeft: `${0.75 + depth * 0.875}rem` };
  if (route) {
    return (
      <li>
        <Link
          to={route}
          className="block truncate rounded py-2 pr-3 text-sm text-slate-300 hover:bg-white/10 hover:text-white"
          activeProps={{ className: 'bg-brand text-white hover:bg-brand', 'aria-current': 'page' }}
          style={indent}
        >
          {node.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`flex w-full items-center justify-between py-2 pr-3 text-left text-sm ${holdsCurrent ? 'text-white' : 'text-slate-400'} hover:text-white`}
        style={indent}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {node.name}
        <span aria-hidden className={`transition-transform ${open ? 'rotate-90' : ''}`}>
          ›
        </span>
      </button>
      {open && (
        <ul>
          {children.map((child) => (
            <MenuItem key={child.id} node={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The side menu: the server's menu tree, nodes whose show flag is 1, nested as the server nests them. */
export function SideMenu({ menus }: { menus: readonly MenuNode[] }) {
  return (
    <nav aria-label="主菜单" className="h-full overflow-y-auto px-2 pb-6">
      <ul>
        {visibleMenu(menus).map((node) => (
          <MenuItem key={node.id} node={node} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
