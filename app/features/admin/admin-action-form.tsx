/** One back-office action as a form posted to the page's action: see IntentForm. */
export { IntentForm as AdminActionForm } from "~/lib/forms/intent-form";
