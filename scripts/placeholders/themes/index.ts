import type { ImageAsset, MediaTheme } from "../../../app/content/media.ts";
import type { Motion } from "../numbers.ts";
import { Scene } from "../scene.ts";
import { auroraScene } from "./aurora.ts";
import { bridgeScene } from "./bridge.ts";
import { browserScene } from "./browser.ts";
import { cityScene } from "./city.ts";
import { coastScene } from "./coast.ts";
import { forestScene } from "./forest.ts";
import { lakeScene } from "./lake.ts";
import { lighthouseScene } from "./lighthouse.ts";
import { meadowScene } from "./meadow.ts";
import { nightScene } from "./night.ts";
import { rinkScene } from "./rink.ts";
import { studioScene } from "./studio.ts";
import { sunsetScene } from "./sunset.ts";
import { winterScene } from "./winter.ts";

// Each theme draws a whole scene from the seeded generator; only positions depend on the phase.
// What each one shows is listed beside MediaTheme in app/content/media.ts.
const themes: Record<MediaTheme, (scene: Scene) => string> = {
  aurora: auroraScene,
  bridge: bridgeScene,
  browser: browserScene,
  city: cityScene,
  coast: coastScene,
  forest: forestScene,
  lake: lakeScene,
  lighthouse: lighthouseScene,
  meadow: meadowScene,
  neonCity: (scene) => cityScene(scene, "neon"),
  night: nightScene,
  rink: rinkScene,
  studio: studioScene,
  sunset: sunsetScene,
  winter: winterScene,
};

/** The SVG of one asset; with `motion`, one frame of its video (drawn at outW×outH). */
export function drawPlaceholder(
  asset: ImageAsset,
  motion?: Motion,
  outW?: number,
  outH?: number,
): string {
  const scene = new Scene(asset.name, asset.width, asset.height, motion);
  return scene.svg(themes[asset.theme](scene), outW, outH);
}
