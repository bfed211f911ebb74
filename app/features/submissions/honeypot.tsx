import { honeypotField } from "./honeypot-field";

/**
 * The field only bots fill in (text-fields.ts): off screen, out of the tab order and hidden
 * from assistive technology, and never filled in by the browser.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
