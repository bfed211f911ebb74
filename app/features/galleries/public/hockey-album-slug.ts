/**
 * The spec's album address (/shop/photos/muik2-virkia2-hockey) becomes the gallery of the same
 * match once the owner has published one under this address (docs/decisions/093).
 */
export const hockeyAlbumSlug = "muik2-virkia2-hockey";
