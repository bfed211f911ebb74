import type sv from "../sv/testimonials";
import type { Translation } from "../types";

export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
} satisfies Translation<typeof sv>;
