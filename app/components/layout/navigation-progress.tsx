/**
 * A slim bar along the top edge while a client navigation loads. Fixed and drawn with a
 * transform, so nothing moves; hidden from assistive technology, which learns of the wait from
 * `aria-busy` on <main> instead of an announcement on every link.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  if (!active) return null;
  return (
    <div
      aria-hidden="true"
      data-navigation-progress=""
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
    >
      <div className="navigation-progress-bar h-full w-full origin-left bg-aurora" />
    </div>
  );
}
