import { type FocusEvent, type MouseEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { useI18n } from "@/lib/i18n";
import { AUTO_ADVANCE_MS, swipeStep, wrapIndex } from "../lib/carousel";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * The hero's state: which slide shows, when it moves on by itself, and how a swipe moves it. Rotation pauses while
 * the pointer rests on it or focus is inside it (nobody should have a slide change under their cursor or finger)
 * and never starts for shoppers who prefer reduced motion.
 */
export function useCarousel(count: number) {
  const { dir } = useI18n();
  const reducedMotion = usePrefersReducedMotion();
  const [requested, setRequested] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const justSwiped = useRef(false);

  // The list can shrink under us (a banner switched off): clamp rather than point at nothing.
  const index = wrapIndex(requested, count);
  const playing = count > 1 && !hovered && !focused && !reducedMotion;

  const goTo = useCallback((next: number) => setRequested(wrapIndex(next, count)), [count]);
  const next = useCallback(() => setRequested((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setRequested((current) => wrapIndex(current - 1, count)), [count]);

  // Keyed on the index, so any change of slide (manual or automatic) gives the new one its full five seconds.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(next, AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, next]);

  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      // Touch has no hover; a tap would otherwise pause the slides until the next tap elsewhere.
      if (event.pointerType === "mouse") setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary) return;
      swipeStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const deltaX = event.clientX - start.x;
      // A mostly vertical drag is the page scrolling, not a swipe.
      if (Math.abs(event.clientY - start.y) > Math.abs(deltaX)) return;
      const step = swipeStep(deltaX, dir);
      if (step === 0) return;
      justSwiped.current = true;
      // The click a drag may produce is dispatched before this runs; a later, real click must go through.
      window.setTimeout(() => {
        justSwiped.current = false;
      }, 0);
      setRequested((current) => wrapIndex(current + step, count));
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
    // A swipe that ends on the "Shop Now" link must not also follow it.
    onClickCapture: (event: MouseEvent) => {
      if (!justSwiped.current) return;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { index, count, playing, goTo, next, previous, handlers };
}
