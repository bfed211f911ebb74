import type sv from "../sv/home";
import type { Translation } from "../types";

export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
} satisfies Translation<typeof sv>;
