export default {
  meta: {
    title: "",
    description: "",
    keywords: "",
  },
};
