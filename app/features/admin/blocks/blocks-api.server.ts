import { database } from "~/db/client.server";
import { parseInput } from "~/features/api/problem.server";
import { slotTimes } from "~/features/booking/slots";
import { currentSettings } from "~/features/settings/settings-store.server";
import { actorOf, type AdminUser } from "../require-admin.server";
import { blockInputSchema } from "./blocks.schema";
import { createBlock, deleteBlock, type Block } from "./blocks.server";

// Blocking and unblocking, for the JSON API and the page's forms alike.

export async function blockSlot(admin: AdminUser, input: unknown): Promise<Block> {
  const valid = parseInput(blockInputSchema(slotTimes(currentSettings().bookingRules)), input);
  const { db } = await database();
  return createBlock(db, actorOf(admin), valid);
}

export async function unblockSlot(admin: AdminUser, blockId: string): Promise<void> {
  const { db } = await database();
  await deleteBlock(db, actorOf(admin), blockId);
}
