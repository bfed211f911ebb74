import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { NavLinkEntry } from "./nav-links";

/**
 * The desktop navigation's overflow: a disclosure button and the links that do not fit beside
 * the others. Escape or a click elsewhere closes it; Escape returns focus to the button.
 */
export function NavMoreMenu({ links, className }: { links: NavLinkEntry[]; className?: string }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const location = useLocation();
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open for the location it was opened at: choosing a link (any navigation) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const current = links.some((link) => !link.to.includes("#") && lp(link.to) === location.pathname);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  return (
    <li ref={rootRef} className={clsx("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenAt(open ? null : location.key)}
        className={clsx(
          "inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-aurora",
          current || open ? "text-aurora" : "text-mist",
        )}
      >
        {t("nav.more")}
        <ChevronDown
          className={clsx("size-4 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 mt-2 min-w-52 overflow-hidden rounded-xl border border-line bg-ink-soft py-1 shadow-xl"
      >
        {links.map((link) => (
          <li key={link.key}>
            {link.to.includes("#") ? (
              <Link to={lp(link.to)} className={itemClass({ isActive: false })}>
                {t(`nav.${link.key}`)}
              </Link>
            ) : (
              <NavLink to={lp(link.to)} end className={itemClass}>
                {t(`nav.${link.key}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "block px-4 py-2.5 text-sm whitespace-nowrap hover:bg-ink-raised hover:text-aurora",
    isActive ? "text-aurora" : "text-snow",
  );
