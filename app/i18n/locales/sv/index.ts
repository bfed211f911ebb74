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
import api from "./api";
import auth from "./auth";
import booking from "./booking";
import bookings from "./bookings";
import mail from "./mail";
import settings from "./settings";
import admin from "./admin";
import newsAdmin from "./newsAdmin";
import servicesAdmin from "./servicesAdmin";
import galleriesAdmin from "./galleriesAdmin";
import customersAdmin from "./customersAdmin";
import checkout from "./checkout";
import chat from "./chat";
import chatKnowledge from "./chatKnowledge";
import feedback from "./feedback";
import application from "./application";
import contact from "./contact";
import gallery from "./gallery";
import clientGallery from "./clientGallery";
import legal from "./legal";
import proofing from "./proofing";

// The Swedish source: its shape is the type every other language must match.
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
  api,
  auth,
  booking,
  bookings,
  mail,
  settings,
  admin,
  newsAdmin,
  servicesAdmin,
  galleriesAdmin,
  customersAdmin,
  checkout,
  chat,
  chatKnowledge,
  feedback,
  application,
  contact,
  gallery,
  clientGallery,
  legal,
  proofing,
};
