import type sv from "../sv/freelancer";
import type { Translation } from "../types";

export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
} satisfies Translation<typeof sv>;
