import { useNavigate, useSearchParams } from "react-router";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { safeReturnTo } from "./return-to";

/**
 * After signing in or up: back to where the visitor came from (a local returnTo), else home.
 * The navigation re-runs the root loader, so the header shows the signed-in state.
 */
export function useFinishSignIn(): () => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lp = useLocalizedPath();
  return async () => {
    await navigate(safeReturnTo(params.get("returnTo")) ?? lp("/"), { replace: true });
  };
}
