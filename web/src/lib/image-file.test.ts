import { describe, expect, it } from "vitest";
import { imageFileProblem, MAX_IMAGE_BYTES } from "./image-file";

describe("choosing an image file", () => {
  it("accepts raster images up to 5 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 1200 })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it("refuses files that are not images, and SVG, which the server refuses too", () => {
    expect(imageFileProblem({ type: "application/pdf", size: 10 })).toBe("admin.catalog.notAnImage");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("admin.catalog.notAnImage");
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe("admin.catalog.notAnImage");
  });

  it("refuses an image larger than the server's 5 MB limit before uploading it", () => {
    expect(imageFileProblem({ type: "image/webp", size: MAX_IMAGE_BYTES + 1 })).toBe("admin.catalog.imageTooLarge");
  });
});
