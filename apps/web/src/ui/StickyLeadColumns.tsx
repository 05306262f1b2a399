import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * Keeps a wide table's lead columns in view on a phone: below the small breakpoint the first
 * `count` columns (a standings' position and team) stay put while the others scroll under them,
 * the last one's edge shadowed as the sign that the table goes on sideways, and a second lead
 * column keeps to a narrow width (its text wraps) so the numbers have room. From the small
 * breakpoint up the table is as it always was. The styles are app.css's `.quadra-sticky-lead`;
 * the second column sticks where the first ends, measured here.
 */
export const StickyLeadColumns = ({ count = 1, children }: { count?: 1 | 2; children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || count < 2) return;
    const measure = () => {
      const first = root.querySelector<HTMLElement>("table tr > :first-child");
      const width = first?.getBoundingClientRect().width;
      // Not laid out (hidden, or no table yet): app.css's fallback stands.
      if (width) root.style.setProperty("--quadra-lead-offset", `${width}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => observer.disconnect();
  });
  return (
    <div ref={ref} className="quadra-sticky-lead" data-lead={count}>
      {children}
    </div>
  );
};
