import { digitsSvg, digitsWidth } from "./digits.ts";
import { n } from "./numbers.ts";

// One ice hockey player as simple shapes, in a frame of its own: the feet at 0,0, the top of the
// helmet at about y = -190, the body about 130 wide. Seen from behind the jersey shows its number;
// from the front it shows the team's crest only, as real jerseys mostly do (the small sleeve and
// chest numbers are left out: they would be a second, smaller reading of the same number).

export type Team = {
  name: string;
  jersey: string;
  /** Numbers and stripes. */
  trim: string;
  /** The numbers' rim. */
  rim: string;
  pants: string;
  helmet: string;
};

/** How the number sits on the back: a turn of the body, a lean, and what covers part of it. */
export type NumberPose = {
  /** Degrees; the number's own tilt on a leaning, twisting body. */
  rotate: number;
  /** Degrees of shear: a torso seen from a little to the side. */
  skew: number;
  /** 1 seen square-on, down to ~0.6 for a body turned away. */
  squeeze: number;
  cover?: Cover;
};

/**
 * Something in front of part of the number, in the number's frame (its box is 100 tall, centred
 * on 0,0): a stick shaft across it, or a glove or shoulder over one edge. Sized so that every
 * digit keeps most of its strokes: a photo's label stays the number a person can still read.
 */
export type Cover =
  | { kind: "stick"; angle: number; offset: number; width: number; color: string }
  | { kind: "glove"; side: -1 | 1; share: number; y: number; color: string };

export type Player = {
  team: Team;
  number: string;
  facing: "back" | "front";
  pose?: NumberPose;
  /** Arms raised with the stick up, as after a goal. */
  cheering?: boolean;
  stick: string;
};

const NUMBER_HEIGHT = 35;
const NUMBER_CENTRE_Y = -132;

export function playerSvg(p: Player): string {
  const { team } = p;
  const limb = (d: string, color: string, width: number) =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  // A trim band across a limb: the stretch from a to b of the segment p0–p1, squared off.
  const band = (p0: number[], p1: number[], a: number, b: number, width: number) => {
    const at = (t: number) =>
      `${n(p0[0]! + (p1[0]! - p0[0]!) * t)} ${n(p0[1]! + (p1[1]! - p0[1]!) * t)}`;
    return `<path d="M${at(a)}L${at(b)}" stroke="${team.trim}" stroke-width="${width}"/>`;
  };
  let out = "";
  // Stick first when it is held low: the body is in front of it. A puck by its blade.
  if (!p.cheering)
    out +=
      limb("M-52 -92L-8 -6L30 -4", p.stick, 6) +
      `<ellipse cx="44" cy="-5" rx="9" ry="3.5" fill="#0b0b0b"/>`;
  // Legs in a skating stance, socks in the jersey colour with a trim band, skates below.
  for (const side of [-1, 1]) {
    const [hip, knee, ankle] = [
      [side * 22, -66],
      [side * 30, -40],
      [side * 25, -14],
    ];
    out += limb(`M${hip}L${knee}L${ankle}`, team.jersey, 23);
    out += band(knee!, ankle!, 0.25, 0.45, 23);
    out += `<path d="M${side * 25 - 15} -18h30l4 12h-38z" fill="#111"/>`;
    out += `<path d="M${side * 25 - 18} -3h36" stroke="#c9d2dc" stroke-width="3"/>`;
  }
  // Pants (breezers).
  out += `<path d="M-41 -104L41 -104L45 -62L6 -60L0 -70L-6 -60L-45 -62Z" fill="${team.pants}"/>`;
  // Arms: out and down to the gloves on the stick, or up when cheering; a band above the elbow.
  for (const side of [-1, 1]) {
    const shoulder = [side * 40, -150];
    const elbow = p.cheering ? [side * 62, -172] : [side * 60, -118];
    const hand = p.cheering ? [side * 58, -205] : [side * 48, -94];
    out += limb(`M${shoulder}L${elbow}L${hand}`, team.jersey, 22);
    out += band(shoulder, elbow, 0.55, 0.8, 22);
  }
  // Jersey: shoulders, a slight flare to the hem, two trim bands near the bottom.
  out +=
    `<path d="M-47 -146C-47 -160 -38 -160 -20 -162L20 -162C38 -160 47 -160 47 -146L43 -96L-43 -96Z" fill="${team.jersey}"/>` +
    `<path d="M-43.6 -105h87.2v4.5h-87.2zM-43.2 -99h86.4v2.5h-86.4z" fill="${team.trim}"/>`;
  if (p.facing === "back") out += numberSvg(p);
  else out += crestSvg(team);
  // Gloves, then the helmet (with a cage seen from the front).
  const gloves = p.cheering
    ? [
        [-58, -207],
        [58, -207],
      ]
    : [
        [-48, -92],
        [48, -92],
      ];
  for (const [x, y] of gloves)
    out += `<rect x="${x! - 10}" y="${y! - 9}" width="20" height="18" rx="6" fill="#161616"/>`;
  if (p.cheering) out += limb("M58 -205L82 -290L96 -296", p.stick, 6);
  out += `<rect x="-9" y="-168" width="18" height="10" fill="#222"/>`;
  out += `<ellipse cx="0" cy="-178" rx="17" ry="18" fill="${team.helmet}"/>`;
  if (p.facing === "front")
    out +=
      `<ellipse cx="0" cy="-171" rx="11" ry="10" fill="#d9a88a"/>` +
      `<path d="M-11 -176h22M-11 -170h22M-11 -164h22M-5 -181v18M5 -181v18" stroke="#ddd" stroke-width="1.4"/>`;
  else out += `<path d="M-16 -184h32" stroke="${team.trim}" stroke-width="3" opacity=".8"/>`;
  return out;
}

function numberSvg(p: Player): string {
  const pose = p.pose ?? { rotate: 0, skew: 0, squeeze: 1 };
  const scale = NUMBER_HEIGHT / 100;
  const digits = digitsSvg(p.number, {
    height: 100,
    color: p.team.trim,
    outline: { color: p.team.rim, width: 4 },
  });
  return (
    `<g transform="translate(0 ${NUMBER_CENTRE_Y}) rotate(${n(pose.rotate)}) skewX(${n(pose.skew)}) scale(${Math.round(scale * pose.squeeze * 1000) / 1000} ${scale})">` +
    `${digits}${pose.cover ? coverSvg(pose.cover, digitsWidth(p.number, 100)) : ""}</g>`
  );
}

function coverSvg(cover: Cover, numberWidth: number): string {
  if (cover.kind === "stick") {
    // A shaft crossing the number through a point `offset` from its centre.
    return (
      `<g transform="rotate(${n(cover.angle)}) translate(0 ${n(cover.offset)})">` +
      `<rect x="-170" y="${n(-cover.width / 2)}" width="340" height="${n(cover.width)}" fill="${cover.color}"/>` +
      `<rect x="-40" y="${n(-cover.width / 2)}" width="45" height="${n(cover.width)}" fill="#f2f2f2" opacity=".85"/></g>`
    );
  }
  // A round glove or shoulder over one edge, hiding `share` of the number's width.
  const radius = 42;
  const cx = cover.side * (numberWidth / 2 - cover.share * numberWidth + radius);
  return `<circle cx="${n(cx)}" cy="${n(cover.y)}" r="${radius}" fill="${cover.color}"/>`;
}

function crestSvg(team: Team): string {
  // A round badge with chevrons: reads as a club crest and holds no digit.
  return (
    `<circle cx="0" cy="-132" r="21" fill="${team.trim}"/><circle cx="0" cy="-132" r="16" fill="${team.jersey}"/>` +
    `<path d="M-10 -128l10 -9l10 9M-10 -135l10 -9l10 9" fill="none" stroke="${team.trim}" stroke-width="3.5"/>`
  );
}
