import type sv from "../sv/news";
import type { Translation } from "../types";

export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
} satisfies Translation<typeof sv>;
