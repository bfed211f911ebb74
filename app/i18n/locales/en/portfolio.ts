import type sv from "../sv/portfolio";
import type { Translation } from "../types";

export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
} satisfies Translation<typeof sv>;
