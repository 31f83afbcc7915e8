import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

interface Extent {
  /** Wider than the box: columns hide to the right or left. */
  overflowing: boolean;
  /** The last column is in view. */
  atEnd: boolean;
  width: number;
}

const measure = (box: HTMLElement): Extent => ({
  overflowing: box.scrollWidth > box.clientWidth + 1,
  atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - 1,
  width: box.scrollWidth,
});

/**
 * A table wider than its page scrolls sideways. Its own scrollbar would sit under the last row, out of view on a long
 * page, so a copy of it sticks to the bottom of the window while the table is in view (as Ant Design's sticky tables
 * do). While columns hide to the right, the box says so (`data-overflow="right"`): the pinned actions column casts a
 * shadow over them, and a table without one fades at its right edge.
 */
export function SideScroll({
  children,
  remeasure,
  pinnedEnd,
}: {
  children: ReactNode;
  /** What the table shows (its rows): a change is measured again. */
  remeasure: unknown;
  /** The last column is pinned and casts its own shadow. */
  pinnedEnd: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [extent, setExtent] = useState<Extent>({ overflowing: false, atEnd: true, width: 0 });
  const update = useCallback(() => {
    if (box.current) setExtent(measure(box.current));
  }, []);

  // Rows and columns change the width: measured after each render of new rows, and whenever the box is resized.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `remeasure` is the rows the table shows
  useLayoutEffect(update, [update, remeasure]);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [update]);

  const follow = (from: HTMLDivElement | null, to: HTMLDivElement | null) => {
    if (from && to && to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
    update();
  };
  const hiddenRight = extent.overflowing && !extent.atEnd;

  return (
    <div className="relative">
      <div
        ref={box}
        data-overflow={hiddenRight ? 'right' : undefined}
        // Scrollable, so reachable from the keyboard too (the arrow keys scroll it once focused).
        tabIndex={extent.overflowing ? 0 : undefined}
        onScroll={() => follow(box.current, bar.current)}
        className="group/scroll overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {hiddenRight && !pinnedEnd && (
        <div className="pointer-events-none absolute inset-y-0 right-0 w-6 bg-gradient-to-l from-slate-900/10 to-transparent" />
      )}
      {extent.overflowing && (
        <div
          ref={bar}
          data-testid="side-scrollbar"
          onScroll={() => follow(bar.current, box.current)}
          className="sticky bottom-0 z-10 overflow-x-auto bg-white/80 [scrollbar-color:var(--color-slate-400)_var(--color-slate-100)]"
        >
          <div style={{ width: extent.width, height: 1 }} />
        </div>
      )}
    </div>
  );
}
