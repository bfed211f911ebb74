import { createContext } from "react-router";
import type { AdminUser } from "./require-admin.server";

/** Set by the back office's layout once the request is known to come from an admin. */
export const adminContext = createContext<AdminUser>();
