import { useEffect, useState } from "react";

/**
 * True once the page has scrolled past `collapseAt`, false again only near the top (`expandBelow`). The gap between
 * the two keeps a header that shrinks (and so shortens the page above the content) from flickering at one point.
 */
export function useScrollCollapse(collapseAt = 160, expandBelow = 8): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      setCollapsed((current) => (current ? y > expandBelow : y > collapseAt));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // The first look waits for the next frame too: reading the scroll position makes the browser lay the page out
    // there and then, which in the effect right after the app's first render would add that layout to its task.
    frame = requestAnimationFrame(check);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [collapseAt, expandBelow]);
  return collapsed;
}
