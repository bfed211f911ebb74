import { expect, it } from "vitest";
import { hockeyGallerySlug } from "../seed/seed-hockey-gallery.server";
import { hockeyAlbumSlug } from "./hockey-album-slug";

it("moves the album's address to the gallery the seed makes for the same match", () => {
  expect(hockeyAlbumSlug).toBe(hockeyGallerySlug);
});
