import { hsl, n } from "../numbers.ts";
import { Scene } from "../scene.ts";
import { coastScene } from "./coast.ts";

/**
 * A website seen in a browser window: the address bar, a travel site's hero picture (the coast)
 * with its search box, and a row of result cards with prices.
 */
export function browserScene(s: Scene): string {
  const { w, h } = s;
  const accent = s.pick([168, 200, 24]);
  const pad = w * 0.05;
  const win = { x: pad, y: h * 0.07, w: w - pad * 2, h: h * 0.93 };
  const bar = win.h * 0.07;
  const r = w * 0.008;
  let body = s.sky([
    [0, hsl(220, 25, 18)],
    [1, hsl(220, 30, 9)],
  ]);
  body += `<rect x="${n(win.x)}" y="${n(win.y)}" width="${n(win.w)}" height="${n(win.h + r)}" rx="${n(r)}" fill="${hsl(220, 15, 96)}"/>`;
  body += `<path d="M${n(win.x)} ${n(win.y + bar)}V${n(win.y + r)}q0 ${n(-r)} ${n(r)} ${n(-r)}H${n(win.x + win.w - r)}q${n(r)} 0 ${n(r)} ${n(r)}V${n(win.y + bar)}Z" fill="${hsl(220, 12, 86)}"/>`;
  for (const [i, hue] of [0, 40, 120].entries())
    body += `<circle cx="${n(win.x + bar * (0.5 + i * 0.45))}" cy="${n(win.y + bar / 2)}" r="${n(bar * 0.14)}" fill="${hsl(hue, 70, 55)}"/>`;
  body += `<rect x="${n(win.x + win.w * 0.18)}" y="${n(win.y + bar * 0.22)}" width="${n(win.w * 0.5)}" height="${n(bar * 0.56)}" rx="${n(bar * 0.28)}" fill="#fff"/>`;
  // The site's hero: a picture of the coast with a search box over it.
  const hero = { x: win.x, y: win.y + bar, w: win.w, h: win.h * 0.52 };
  const picture = new Scene("travel-hero", 1920, 1080, undefined, "h");
  body += picture.inset(coastScene(picture), hero.x, hero.y, hero.w, hero.h);
  const box = { w: hero.w * 0.56, h: hero.h * 0.16 };
  const bx = hero.x + (hero.w - box.w) / 2;
  const by = hero.y + hero.h * 0.58;
  body +=
    `<rect x="${n(bx - hero.w * 0.06)}" y="${n(hero.y + hero.h * 0.3)}" width="${n(box.w * 0.5)}" height="${n(hero.h * 0.08)}" rx="${n(r)}" fill="#fff" opacity=".9"/>` +
    `<rect x="${n(bx)}" y="${n(by)}" width="${n(box.w)}" height="${n(box.h)}" rx="${n(box.h / 2)}" fill="#fff"/>` +
    `<rect x="${n(bx + box.w * 0.76)}" y="${n(by + box.h * 0.15)}" width="${n(box.w * 0.22)}" height="${n(box.h * 0.7)}" rx="${n(box.h * 0.35)}" fill="${hsl(accent, 70, 42)}"/>` +
    `<rect x="${n(bx + box.w * 0.05)}" y="${n(by + box.h * 0.42)}" width="${n(box.w * 0.4)}" height="${n(box.h * 0.16)}" rx="${n(box.h * 0.08)}" fill="${hsl(220, 10, 80)}"/>`;
  // Three result cards: a thumbnail, a title line, a price.
  const top = hero.y + hero.h + win.h * 0.05;
  const gap = win.w * 0.03;
  const cw = (win.w - gap * 4) / 3;
  for (let i = 0; i < 3; i++) {
    const cx = win.x + gap + i * (cw + gap);
    const thumb = hsl(s.pick([200, 30, 150, 260]), 40, s.r(55, 70));
    body +=
      `<rect x="${n(cx)}" y="${n(top)}" width="${n(cw)}" height="${n(win.h * 0.4)}" rx="${n(r)}" fill="#fff" stroke="${hsl(220, 15, 86)}" stroke-width="${n(w / 960)}"/>` +
      `<rect x="${n(cx)}" y="${n(top)}" width="${n(cw)}" height="${n(win.h * 0.2)}" rx="${n(r)}" fill="${thumb}"/>` +
      `<rect x="${n(cx + cw * 0.08)}" y="${n(top + win.h * 0.24)}" width="${n(cw * s.r(0.5, 0.75))}" height="${n(win.h * 0.025)}" rx="${n(r / 2)}" fill="${hsl(220, 15, 30)}"/>` +
      `<rect x="${n(cx + cw * 0.62)}" y="${n(top + win.h * 0.31)}" width="${n(cw * 0.3)}" height="${n(win.h * 0.04)}" rx="${n(r / 2)}" fill="${hsl(accent, 70, 42)}"/>`;
  }
  return body;
}
