import { config } from "~/config.server";
import { currentSettings } from "~/features/settings/settings-store.server";

/** Where the owner's notifications go: OWNER_EMAIL, else the business's own address. */
export function ownerAddress(): string {
  return config().OWNER_EMAIL ?? currentSettings().business.email;
}
