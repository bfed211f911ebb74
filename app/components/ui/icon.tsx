import { createElement, type SVGProps } from "react";

/** An icon's drawing as lucide ships it: its elements and their attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

type IconProps = SVGProps<SVGSVGElement> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
};

/**
 * A lucide icon drawn with the same markup lucide-react renders (the `lucide lucide-<name>`
 * classes, `aria-hidden` unless the icon is labelled), in a fraction of its code: the build
 * turns every `import { Menu } from "lucide-react"` into `icon("menu", drawing)`
 * (scripts/vite/icon-imports.ts, docs/decisions/112). lucide-react's icon components weigh
 * 1.2 KB of gzip on every page, for options this site does not use; its LucideProvider is not
 * read here.
 */
export function icon(name: string, node: IconNode, aliases: readonly string[] = []) {
  const iconClasses = [name, ...aliases].map((one) => `lucide-${one}`).join(" ");
  function Icon({
    size = 24,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...props
  }: IconProps) {
    const labelled =
      Boolean(children) ||
      Object.entries(props).some(
        ([prop, value]) =>
          (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
      );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={
          absoluteStrokeWidth
            ? (Number(strokeWidth) * 24) / Number(props.width ?? size)
            : strokeWidth
        }
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes(`lucide ${iconClasses} ${className ?? ""}`)}
        aria-hidden={labelled ? undefined : "true"}
        {...props}
      >
        {node.map(([tag, attributes], index) =>
          createElement(tag, {
            key: index,
            ...(nonScalingStroke && { vectorEffect: "non-scaling-stroke" }),
            ...attributes,
          }),
        )}
        {children}
      </svg>
    );
  }
  return Icon;
}

/** lucide's class list: each class once. */
const classes = (names: string) => [...new Set(names.split(/\s+/))].filter(Boolean).join(" ");
