import type { IndexHtmlTransformContext } from "vite";
import { describe, expect, it } from "vitest";
import { renderBlockingEntry } from "./render-blocking-entry";

const transform = (html: string) => {
  const hook = renderBlockingEntry().transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
  return hook.handler(html, {} as IndexHtmlTransformContext);
};

describe("the entry script", () => {
  it("holds the first paint until it has run", () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/main.js"></head>';
    expect(transform(html)).toBe(
      '<head><script type="module" crossorigin blocking="render" src="/assets/index-abc.js"></script><link rel="modulepreload" href="/assets/main.js"></head>',
    );
  });

  it("stops the build when the page has no entry in the shape Vite writes", () => {
    expect(() => transform('<head><script src="/old.js"></script></head>')).toThrow(/no entry script/);
  });
});
