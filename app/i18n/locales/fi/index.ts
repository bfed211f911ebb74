import type sv from "../sv";
import type { Translation } from "../types";
import common from "./common";
import home from "./home";
import portfolio from "./portfolio";
import itServices from "./itServices";
import whyChooseUs from "./whyChooseUs";
import shop from "./shop";
import aiInfluencer from "./aiInfluencer";
import testimonials from "./testimonials";
import news from "./news";
import videos from "./videos";
import freelancer from "./freelancer";
import sportsContracts from "./sportsContracts";

export default {
  common,
  home,
  portfolio,
  itServices,
  whyChooseUs,
  shop,
  aiInfluencer,
  testimonials,
  news,
  videos,
  freelancer,
  sportsContracts,
} satisfies Translation<typeof sv>;
